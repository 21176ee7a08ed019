import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_ID_SLOT, PROPOSAL_WAITING_FRAME, PROPOSAL_WAITING_NOTE } from '../../../src/app/cached-frame/templates';
import { ProposalWaitingFrame } from '../../../src/features/proposal/post-confirmation/proposal-view';

const rendered = (notify: NotificationPermission | 'unsupported') => renderToStaticMarkup(<ProposalWaitingFrame id={PROPOSAL_ID_SLOT} notify={notify} />);

describe("step 5's frame painted from the phone's copy", () => {
  it('should paint the markup React renders for step 5 while both cards validate, without the offer', () => {
    expect(PROPOSAL_WAITING_FRAME).toBe(rendered('unsupported'));
  });

  for (const permission of ['default', 'granted', 'denied'] as const) {
    it(`should add the notification offer React renders for a '${permission}' permission, at the end of <main>`, () => {
      expect(PROPOSAL_WAITING_FRAME.replace(/<\/main>$/, `${PROPOSAL_WAITING_NOTE[permission]}</main>`)).toBe(rendered(permission));
    });
  }
});
