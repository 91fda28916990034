import { ErrorState } from '../../components/States';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';
import { useGetMethodRunner } from './use-get-method-runner';
import { StackEditor } from './StackEditor';
import { GetMethodResult } from './GetMethodResult';

const COMMON_METHODS = [
  'get_wallet_data',
  'get_jetton_data',
  'get_wallet_address',
  'get_nft_data',
  'get_collection_data',
  'get_nft_address_by_index',
  'seqno',
  'get_public_key',
  'get_subwallet_id',
];

/**
 * Runs any get-method (v3 `runGetMethod`) with a stack editor (numbers, addresses, cells,
 * slices) and shows the exit code, gas and the decoded result stack.
 */
export function GetMethodsTab({ raw }: { raw: string }) {
  const { method, setMethod, args, setArgs, inputError, run, submit } = useGetMethodRunner(raw);
  return (
    <div className="methods-tab">
      <Form className="method-form" aria-label="Run a get-method" onSubmit={submit}>
        <TextField label="Method" list="common-methods" value={method} onChange={setMethod}>
          <datalist id="common-methods">
            {COMMON_METHODS.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </TextField>
        <StackEditor args={args} setArgs={setArgs} />
        <button type="submit" disabled={run.isPending}>
          {run.isPending ? 'Running…' : 'Run'}
        </button>
      </Form>
      {inputError && (
        <p className="error" role="alert">
          {inputError}
        </p>
      )}
      {run.isError && <ErrorState error={run.error} />}
      {run.data && <GetMethodResult result={run.data} />}
    </div>
  );
}
