import { mnemonicValidate, mnemonicWordList, sha256_sync } from '@ton/crypto';

/**
 * Deterministic 24-word TON mnemonic for `(seed, name)`: words are drawn from the standard
 * wordlist by a SHA-256 counter stream, retrying until `mnemonicValidate` accepts the phrase
 * (TON mnemonics must hash to a "basic seed"; about 1 candidate in 256 does). The result is a
 * real mnemonic: `mnemonicToPrivateKey` of @ton/crypto turns it into the wallet's key pair.
 * Demo only: anyone who knows the seed knows the keys.
 */
export async function deterministicMnemonic(seed: string, name: string): Promise<string[]> {
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const words: string[] = [];
    let block = 0;
    while (words.length < 24) {
      const digest = sha256_sync(`${seed}/${name}/${attempt}/${block++}`);
      for (let i = 0; i + 1 < digest.length && words.length < 24; i += 2) {
        words.push(mnemonicWordList[digest.readUInt16BE(i) % mnemonicWordList.length]!);
      }
    }
    if (await mnemonicValidate(words)) return words;
  }
  throw new Error(`no valid mnemonic found for ${name}`);
}
