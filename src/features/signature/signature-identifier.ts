/**
 * Kept apart from lib/fgts/signature-url: there it went into the file the landing shares with the
 * later screens (`npm run size`: the landing 119.3 → 119.4 KB); only 'Etapa Final.' and its frame
 * need it.
 *
 * The identifier 'Etapa Final.' builds its link from: the one passed in the history entry's state
 * (`passed`: the selfie's or the status screen's `signatureId`), else the stored proposal's
 * UnicoData.id (`stored`: a reopen without that state).
 */
export function signatureIdentifier(passed: unknown, stored: unknown): string {
  return (typeof passed === 'string' ? passed : '') || (typeof stored === 'string' ? stored : '');
}
