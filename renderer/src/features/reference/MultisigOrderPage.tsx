import { Address, AddressBookContext } from '../../components/Address';
import { WithRawAddress } from '../../components/AddressGate';
import { Amount } from '../../components/Amount';
import { KeyValue } from '../../components/KeyValue';
import { SmallTable } from '../../components/SmallTable';
import { ErrorState, Loading } from '../../components/States';
import { formatDateTime } from '../../../../shared/format';
import { useV3 } from '../../api/use-v3';
import type { Route } from '../../routing/routes';
import { orderApprovals } from './present';
import { ContractArticle } from './ContractArticle';
import { ReferenceEmpty } from './ReferenceEmpty';
import type { MultisigOrderRow, OrderActionRow } from './reference-types';
import '../../components/reference.css';

/**
 * A multisig order (v3 `multisig/orders?address=&parse_actions=true`): its wallet, threshold,
 * who approved, expiry, and its actions decoded by the index.
 */
export function MultisigOrderPage({
  route,
}: {
  route: Extract<Route, { name: 'multisig-order' }>;
}) {
  return <WithRawAddress address={route.address}>{(raw) => <Order raw={raw} />}</WithRawAddress>;
}

function Order({ raw }: { raw: string }) {
  const q = useV3('multisig/orders', { address: [raw], parse_actions: true, limit: 1 });
  if (q.isPending) return <Loading label="Loading the order…" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const order = (q.data.orders as MultisigOrderRow[])[0];
  return (
    <AddressBookContext.Provider value={q.data.address_book ?? {}}>
      <ContractArticle title="Multisig order" address={raw} queries={[q]}>
        {order ? <OrderView order={order} /> : <ReferenceEmpty list="multisig" />}
      </ContractArticle>
    </AddressBookContext.Provider>
  );
}

/** An order's facts, approvals and decoded actions. */
export function OrderView({ order }: { order: MultisigOrderRow }) {
  const approvals = orderApprovals(order);
  return (
    <>
      <KeyValue
        label="Order"
        items={[
          ['Multisig wallet', <Address key="m" address={order.multisig_address} />],
          ['Order number', order.order_seqno ?? '—'],
          ['Approvals', `${order.approvals_num ?? 0} of ${order.threshold ?? '—'} needed`],
          ['Executed', order.sent_for_execution ? 'yes' : 'no'],
          ['Expires', order.expiration_date ? formatDateTime(order.expiration_date) : '—'],
        ]}
      />
      <h3>Signers</h3>
      <SmallTable
        label="Signers"
        rows={approvals}
        getKey={(a) => a.signer}
        columns={[
          { id: 'signer', header: 'Signer', render: (a) => <Address address={a.signer} /> },
          { id: 'approved', header: 'Approved', render: (a) => (a.approved ? 'yes' : 'not yet') },
        ]}
      />
      <h3>Actions</h3>
      {(order.actions ?? []).length === 0 ? (
        <p className="muted">The index decoded no actions for this order.</p>
      ) : (
        (order.actions ?? []).map((a, i) => <ActionView key={i} action={a} n={i + 1} />)
      )}
    </>
  );
}

function ActionView({ action, n }: { action: OrderActionRow; n: number }) {
  const body =
    action.parsed && action.parsed_body && typeof action.parsed_body === 'object'
      ? Object.entries(action.parsed_body as Record<string, unknown>)
      : [];
  return (
    <section className="ref-section" aria-label={`Action ${n}`}>
      <h4>
        {n}. {(action.parsed_body_type ?? 'message').replace(/_/g, ' ')}
      </h4>
      <KeyValue
        items={[
          ['Destination', <Address key="d" address={action.destination} />],
          ['Value', <Amount key="v" value={action.value} />],
          ['Send mode', String(action.send_mode ?? '—')],
          ...body.map(([k, v]): [string, string] => [
            k.replace(/_/g, ' '),
            typeof v === 'object' ? JSON.stringify(v) : String(v),
          ]),
          ...(action.error ? [['Decoding error', action.error] as [string, string]] : []),
        ]}
      />
    </section>
  );
}
