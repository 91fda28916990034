import { describe, expect, it } from 'vitest';
import { sendModeFeeNote, sendModeFlags } from '../../shared/send/send-mode';

describe('send mode in words', () => {
  it('names each flag of the mode byte', () => {
    expect(sendModeFlags(0)).toEqual([]);
    expect(sendModeFlags(3)).toEqual(['fees paid separately', 'errors ignored']);
    expect(sendModeFlags(128 + 32)).toEqual(['whole balance', 'destroys the account at 0 balance']);
    expect(sendModeFlags(64 + 16)).toEqual([
      'carries the inbound value left',
      'bounces on action failure',
    ]);
  });

  it('says that mode 0 (and 2) take the forward fee out of the value, and no other mode does', () => {
    expect(sendModeFeeNote(0, '200000000')).toBe(
      'Send mode 0 does not pay the forward fee separately (no +1): the fee is taken out of the 0.2 TON, so the recipient receives a little less.',
    );
    expect(sendModeFeeNote(2, '1')).toContain('Send mode 2 does not pay the forward fee');
    for (const mode of [1, 3, 64, 66, 128, 130]) expect(sendModeFeeNote(mode, '1')).toBeNull();
  });
});
