import { STORED_COPY_GLOBAL, STORED_COPY_KEPT_MS } from './protocol';
import { readStoredRecords, screenDraftKey } from './read-stored';

/**
 * Inlined in index.html's <head> by the build (scripts/cached-frame.ts), right after the frame
 * script: where that script marked a frame (`data-cached-frame`: `/consulta`, `/simulacao`, step 5,
 * `correcao`, step 2, the guide, the status, 'Etapa Final.', the Corban `/loading` or `proposal/{id}`), starts reading the phone's copy at once, for the screen's frame script
 * (./paint) to use once its file has arrived. Chromium runs that file only after the page's first
 * paint and behind the app's module tasks (a traced reopen at 4× CPU: it arrived at 239 ms and ran
 * at 382 ms, and its three databases took another 180 ms to open and read while the app opened its
 * own): started here, the reading is done by then. It reads, never writes.
 */
const html = document.documentElement;
const link = html.getAttribute('data-cached-base');
if (html.hasAttribute('data-cached-frame') && link !== null) {
  const holder = window as unknown as Record<string, unknown>;
  const frame = html.getAttribute('data-cached-frame');
  holder[STORED_COPY_GLOBAL] = readStoredRecords(link, screenDraftKey(frame, link)).catch(() => null);
  // The frame script takes it when it runs; should it never run (its file lost, the page hidden), it goes too.
  setTimeout(() => delete holder[STORED_COPY_GLOBAL], STORED_COPY_KEPT_MS);
}
