/** The name of a referenced record (care location, area, job title, reason); a dash while unknown. */
import { useGetOne } from 'react-admin';

export function RecordName({ resource, id }: { resource: string; id: number | null | undefined }) {
  const { data } = useGetOne<{ id: number; name: string }>(resource, { id: id ?? 0 }, { enabled: !!id, retry: false });
  return <>{id ? (data?.name ?? '…') : '—'}</>;
}
