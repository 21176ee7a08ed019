import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromeFlags } from '../../../scripts/perf-processes';

const DISABLE = '--disable-features=';
const disabledBy = (flags: string[]) => flags.filter((flag) => flag.startsWith(DISABLE)).map((flag) => flag.slice(DISABLE.length).split(','));

describe("the measuring Chromium's flags (npm run perf)", () => {
  const launchers = chromeLauncher.Launcher.defaultFlags();
  const launcherDisabled = disabledBy(launchers)[0]!;

  it("should keep chrome-launcher's own flags and disabled features", () => {
    const flags = chromeFlags(['--headless=new']);
    for (const flag of launchers.filter((flag) => !flag.startsWith(DISABLE))) expect(flags).toContain(flag);
    expect(launcherDisabled).toContain('RenderDocument');
    expect(disabledBy(flags)).toEqual([launcherDisabled]);
    expect(flags).toContain('--headless=new');
  });

  it('should add a feature disabled by PERF_CHROME_FLAGS to that list, in one switch: Chromium keeps only the last', () => {
    const flags = chromeFlags(['--headless=new', `${DISABLE}RenderBlockingFonts`, `${DISABLE}PaintHolding,Translate`]);
    expect(disabledBy(flags)).toEqual([[...launcherDisabled, 'RenderBlockingFonts', 'PaintHolding']]);
  });
});
