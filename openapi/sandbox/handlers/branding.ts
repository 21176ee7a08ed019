import { tenantAsset } from '../assets.ts';
import { TENANTS } from '../scenarios.ts';
import { fail, type Handler } from './shared.ts';

export const getWhiteLabel: Handler<'getWhiteLabel'> = ({ query }) => {
  const tenant = Object.hasOwn(TENANTS, query.slug) ? TENANTS[query.slug] : undefined;
  return tenant ? { status: 200, body: tenant } : fail(404, 'White label nao encontrado');
};

export const getWhiteLabelAsset: Handler<'getWhiteLabelAsset'> = ({ path }) => {
  const asset = tenantAsset(path.slug, path.file);
  return asset ? { status: 200, raw: asset.body, contentType: asset.contentType } : fail(404, 'Imagem nao encontrada');
};
