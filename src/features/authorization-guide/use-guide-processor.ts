import { useQuery } from '@tanstack/react-query';
import { linkConfigQuery } from '../../api/operations/get-link-config';
import type { FlowSlugs } from '../../lib/flow/flow-path';
import { guideProcessor, type ProcessorName } from './processor';

/**
 * The link's processor, from its self-service configuration (usually already cached by the
 * landing). The guide never waits for it: it shows ZIPDIN's steps meanwhile, because ZIPDIN must
 * be authorised in every case, and on a 404 or an error (a Corban link has no configuration).
 */
export function useGuideProcessor({ slug, slugSeller, slugSelfService }: FlowSlugs): ProcessorName {
  const { data } = useQuery(linkConfigQuery({ slug, slugSeller, slugSelfService }));
  return guideProcessor(data);
}
