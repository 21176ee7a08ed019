import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../src/features/proposal/post-confirmation/signature-link';

/** A read-only field as the page has it: select() marks its text for the legacy copy command. */
const field = () => ({ select: vi.fn() }) as unknown as HTMLInputElement & { select: ReturnType<typeof vi.fn> };

afterEach(() => vi.unstubAllGlobals());

describe("the signature link's 'Copiar' (copyText)", () => {
  it('should copy with the Clipboard API › when the browser allows it, without touching the field', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const execCommand = vi.fn();
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('document', { execCommand });
    const input = field();
    await expect(copyText('https://x/assinatura/1', input)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/assinatura/1');
    expect(input.select).not.toHaveBeenCalled();
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("should fall back to the field's selected text and the copy command › when the API is refused", async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } });
    const execCommand = vi.fn().mockReturnValue(true);
    vi.stubGlobal('document', { execCommand });
    const input = field();
    await expect(copyText('l', input)).resolves.toBe(true);
    expect(input.select).toHaveBeenCalledOnce();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('should fall back the same way › when there is no Clipboard API (an old WebView, a page not on https)', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', { execCommand: vi.fn().mockReturnValue(true) });
    await expect(copyText('l', field())).resolves.toBe(true);
  });

  it('should say nothing was copied, with the text left selected for the phone’s own menu › when the command fails too', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', {
      execCommand: vi.fn(() => {
        throw new Error('unsupported');
      }),
    });
    const input = field();
    await expect(copyText('l', input)).resolves.toBe(false);
    expect(input.select).toHaveBeenCalledOnce();
    await expect(copyText('l', null)).resolves.toBe(false);
  });
});
