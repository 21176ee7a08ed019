import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { linkConfigQuery } from '../api/operations/get-link-config';
import type { FlowSlugs } from '../lib/flow/flow-path';

/**
 * The link's self-service configuration. Spec section 2: when the BFF has none for the slugs
 * (404), the worker is sent to /404 (replace).
 */
export function useLinkConfig(slugs: FlowSlugs) {
  const navigate = useNavigate();
  const config = useQuery(linkConfigQuery(slugs));
  useEffect(() => {
    if (config.data === null) void navigate({ to: '/404', replace: true });
  }, [config.data, navigate]);
  return config;
}
