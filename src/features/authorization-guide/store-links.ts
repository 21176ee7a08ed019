/** The government FGTS app in the stores (the worker authorises the partners there). */
export const FGTS_APP_STORES = [
  { store: 'Google Play', platform: 'Android', href: 'https://play.google.com/store/apps/details?id=br.gov.caixa.fgts.trabalhador' },
  { store: 'App Store', platform: 'iPhone', href: 'https://apps.apple.com/br/app/fgts/id1038441027' },
] as const;
