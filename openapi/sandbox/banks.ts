/**
 * Real Brazilian banks (COMPE code, ISPB = first 8 digits of the CNPJ), enough for the bank
 * select to need several pages at the spec's page size of 22.
 */
import type { Schemas } from './types.ts';

type Bank = Schemas['Bank'];

const RAW: ReadonlyArray<readonly [code: string, ispb: string, name: string]> = [
  ['001', '00000000', 'Banco do Brasil S.A.'],
  ['003', '04902979', 'Banco da Amazônia S.A.'],
  ['004', '07237373', 'Banco do Nordeste do Brasil S.A.'],
  ['007', '33657248', 'Banco Nacional de Desenvolvimento Econômico e Social - BNDES'],
  ['021', '28127603', 'Banestes S.A. Banco do Estado do Espírito Santo'],
  ['025', '03323840', 'Banco Alfa S.A.'],
  ['033', '90400888', 'Banco Santander (Brasil) S.A.'],
  ['036', '06271464', 'Banco Bradesco BBI S.A.'],
  ['037', '04913711', 'Banco do Estado do Pará S.A. - Banpará'],
  ['041', '92702067', 'Banco do Estado do Rio Grande do Sul S.A. - Banrisul'],
  ['047', '13009717', 'Banco do Estado de Sergipe S.A. - Banese'],
  ['070', '00000208', 'BRB - Banco de Brasília S.A.'],
  ['074', '03017677', 'Banco J. Safra S.A.'],
  ['077', '00416968', 'Banco Inter S.A.'],
  ['082', '07679404', 'Banco Topázio S.A.'],
  ['084', '02398976', 'Uniprime Norte do Paraná - Cooperativa de Crédito'],
  ['085', '05463212', 'Cooperativa Central de Crédito - Ailos'],
  ['104', '00360305', 'Caixa Econômica Federal'],
  ['107', '15114366', 'Banco Bocom BBM S.A.'],
  ['136', '00315557', 'Unicred do Brasil'],
  ['197', '16501555', 'Stone Instituição de Pagamento S.A.'],
  ['208', '30306294', 'Banco BTG Pactual S.A.'],
  ['212', '92894922', 'Banco Original S.A.'],
  ['218', '71027866', 'Banco BS2 S.A.'],
  ['224', '58616418', 'Banco Fibra S.A.'],
  ['237', '60746948', 'Banco Bradesco S.A.'],
  ['243', '33923798', 'Banco Master S.A.'],
  ['246', '28195667', 'Banco ABC Brasil S.A.'],
  ['260', '18236120', 'Nu Pagamentos S.A. - Instituição de Pagamento'],
  ['290', '08561701', 'PagSeguro Internet Instituição de Pagamento S.A.'],
  ['318', '61186680', 'Banco BMG S.A.'],
  ['320', '07450604', 'China Construction Bank (Brasil) Banco Múltiplo S.A.'],
  ['323', '10573521', 'Mercado Pago Instituição de Pagamento Ltda.'],
  ['329', '32402502', 'QI Sociedade de Crédito Direto S.A.'],
  ['336', '31872495', 'Banco C6 S.A.'],
  ['341', '60701190', 'Itaú Unibanco S.A.'],
  ['380', '22896431', 'PicPay Instituição de Pagamento S.A.'],
  ['389', '17184037', 'Banco Mercantil do Brasil S.A.'],
  ['422', '58160789', 'Banco Safra S.A.'],
  ['456', '60498557', 'Banco MUFG Brasil S.A.'],
  ['464', '60518222', 'Banco Sumitomo Mitsui Brasileiro S.A.'],
  ['473', '33466988', 'Banco Caixa Geral - Brasil S.A.'],
  ['479', '60394079', 'Banco ItauBank S.A.'],
  ['487', '62331228', 'Deutsche Bank S.A. - Banco Alemão'],
  ['488', '33172537', 'JPMorgan Chase Bank, National Association'],
  ['492', '49336860', 'ING Bank N.V.'],
  ['600', '59118133', 'Banco Luso Brasileiro S.A.'],
  ['604', '31895683', 'Banco Industrial do Brasil S.A.'],
  ['611', '61820817', 'Banco Paulista S.A.'],
  ['612', '31880826', 'Banco Guanabara S.A.'],
  ['623', '59285411', 'Banco Pan S.A.'],
  ['633', '68900810', 'Banco Rendimento S.A.'],
  ['634', '17351180', 'Banco Triângulo S.A.'],
  ['637', '60889128', 'Banco Sofisa S.A.'],
  ['643', '62144175', 'Banco Pine S.A.'],
  ['655', '59588111', 'Banco Votorantim S.A.'],
  ['707', '62232889', 'Banco Daycoval S.A.'],
  ['739', '00558456', 'Banco Cetelem S.A.'],
  ['741', '00517645', 'Banco Ribeirão Preto S.A.'],
  ['743', '00795423', 'Banco Semear S.A.'],
  ['745', '33479023', 'Banco Citibank S.A.'],
  ['746', '30723886', 'Banco Modal S.A.'],
  ['747', '01023570', 'Banco Rabobank International Brasil S.A.'],
  ['748', '01181521', 'Banco Cooperativo Sicredi S.A.'],
  ['751', '29030467', 'Scotiabank Brasil S.A. Banco Múltiplo'],
  ['752', '01522368', 'Banco BNP Paribas Brasil S.A.'],
  ['756', '02038232', 'Banco Cooperativo Sicoob S.A.'],
  ['757', '02318507', 'Banco KEB Hana do Brasil S.A.'],
];

export const BANKS: readonly Bank[] = RAW.map(([code, ispb, name]) => ({ id: `bank-${code}`, code, ispb, name }));

export function bankByCode(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}

/** 1-based pages; a page past the end is empty rather than an error, as most paginated APIs do. */
export function bankPage(page: number, pageSize: number): Schemas['BankPage'] {
  const start = (page - 1) * pageSize;
  return {
    data: BANKS.slice(start, start + pageSize),
    page,
    pageSize,
    total: BANKS.length,
    totalPages: Math.ceil(BANKS.length / pageSize),
  };
}
