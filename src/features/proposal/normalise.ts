/**
 * What the wizard's fields do to the text as it is typed (spec section 5). They never trim: a
 * leading or trailing space stays so the schema can say 'Não comece com espaço em branco.' (the
 * mother's name is the exception: the spec strips its leading space).
 */

/** Spec section 5: runs of spaces (tabs and line breaks of a paste included) become one space. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ');
}

// NFC first: a value pasted as decomposed text (NFD) keeps its accents as single letters; and
// after, because upper-casing some letters yields a letter plus a combining mark.
const upper = (value: string) => collapseSpaces(value.normalize('NFC')).toLocaleUpperCase('pt-BR').normalize('NFC');

/**
 * Full name (step 1): spaces collapsed, upper case. Digits and symbols stay, so the schema can
 * say 'Contém caracteres especiais ou números.' instead of silently eating what was typed.
 */
export function normaliseFullName(value: string): string {
  return upper(value);
}

/** Mother's name (spec section 5): upper case, digits and non-letters stripped, no leading space. */
export function normaliseMotherName(value: string): string {
  // Stripped after upper-casing, which can itself yield a combining mark (Greek ῆ → Η + ͂).
  return collapseSpaces(upper(value).replace(/[^\p{L}\s]/gu, '')).trimStart();
}

/** Street, district and city (spec section 5): spaces collapsed, upper case. */
export function normaliseAddressText(value: string): string {
  return upper(value);
}

/** Complement: spaces collapsed; its case is the worker's ('APTO 12' or 'apto 12'). */
export function normaliseComplement(value: string): string {
  return collapseSpaces(value.normalize('NFC'));
}

/** E-mail Pix key (spec section 5): lower case, accents stripped ('JOÃO@X.COM' → 'joao@x.com'), trimmed. */
export function normalisePixEmail(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
