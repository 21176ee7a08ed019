/**
 * What the app knows of banks beyond spec section 3's list item (id, name, ispb).
 *
 * COMPE codes by ISPB, from the Banco Central's list of payment-system participants ("Participantes
 * do STR": each institution's 8-digit ISPB and, when it has one, its 3-digit COMPE code). The
 * proposal's `bankCode` is the COMPE code, and a BFF that sends only the spec's fields gives no
 * code: this table finds it. It holds the banks the sandbox lists (a unit test checks the two
 * agree); extend it from the Banco Central's list when the real BFF lists more.
 */
export const COMPE_BY_ISPB: Readonly<Record<string, string>> = {
  '00000000': '001', '00000208': '070', '00315557': '136', '00360305': '104', '00416968': '077',
  '00517645': '741', '00558456': '739', '00795423': '743', '01023570': '747', '01181521': '748',
  '01522368': '752', '02038232': '756', '02318507': '757', '02398976': '084', '03017677': '074',
  '03323840': '025', '04902979': '003', '04913711': '037', '05463212': '085', '06271464': '036',
  '07237373': '004', '07450604': '320', '07679404': '082', '08561701': '290', '10573521': '323',
  '13009717': '047', '15114366': '107', '16501555': '197', '17184037': '389', '17351180': '634',
  '18236120': '260', '22896431': '380', '28127603': '021', '28195667': '246', '29030467': '751',
  '30306294': '208', '30723886': '746', '31872495': '336', '31880826': '612', '31895683': '604',
  '32402502': '329', '33172537': '488', '33466988': '473', '33479023': '745', '33657248': '007',
  '33923798': '243', '49336860': '492', '58160789': '422', '58616418': '224', '59118133': '600',
  '59285411': '623', '59588111': '655', '60394079': '479', '60498557': '456', '60518222': '464',
  '60701190': '341', '60746948': '237', '60889128': '637', '61186680': '318', '61820817': '611',
  '62144175': '643', '62232889': '707', '62331228': '487', '68900810': '633', '71027866': '218',
  '90400888': '033', '92702067': '041', '92894922': '212',
};

/**
 * The names workers call their bank by, keyed by the bank's COMPE code: the official names of
 * digital banks ('Nu Pagamentos S.A.', 'PagSeguro Internet…') are not what anyone types. Lower
 * case, without accents (a search is folded the same way).
 */
export const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '001': ['bb', 'banco do brasil'],
  '033': ['santander'],
  '041': ['banrisul'],
  '070': ['brb'],
  '077': ['inter', 'banco inter'],
  '104': ['caixa', 'cef', 'caixa economica'],
  '197': ['stone'],
  '208': ['btg', 'btg pactual'],
  '212': ['original', 'banco original'],
  '237': ['bradesco'],
  '260': ['nubank', 'nu'],
  '290': ['pagbank', 'pagseguro', 'pag seguro'],
  '323': ['mercado pago', 'mercadopago'],
  '336': ['c6', 'c6 bank'],
  '341': ['itau'],
  '380': ['picpay', 'pic pay'],
  '623': ['pan', 'banco pan'],
  '748': ['sicredi'],
  '756': ['sicoob'],
};
