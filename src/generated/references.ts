/** How generated views treat references to other resources. */
import { useCanAccess } from 'react-admin';
import { definitionOf } from '../../providers/resources';

/**
 * Whether the acting role may list the referenced resource. Views show a reference's name (or offer a picker)
 * only then, and the bare id otherwise, so that reading a list never trips a 403.
 */
export function useCanList(resource: string) {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  return { canList: !!canAccess, isPending };
}

/** The filter an autocomplete sends for what the user typed: the text search, or the name field containing it. */
export function searchFilter(resource: string) {
  const by = definitionOf(resource)?.textFilter;
  return (text: string): Record<string, string> => (text && by ? { [by]: text } : {});
}
