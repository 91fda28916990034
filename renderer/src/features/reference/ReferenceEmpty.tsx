import { EmptyState } from '../../components/States';
import { useProfile } from '../../lib/profile-context';
import { emptyReason, type ReferenceList } from './present';

/** The empty state of a reference list with its reason for the active network. */
export function ReferenceEmpty({ list }: { list: ReferenceList }) {
  const profile = useProfile();
  const e = emptyReason(list, profile.network);
  return <EmptyState title={e.title}>{e.reason}</EmptyState>;
}
