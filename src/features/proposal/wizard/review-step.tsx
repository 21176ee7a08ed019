import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import type { ReviewRow, ReviewSection } from './review';
import { STEP_FRAMES, StepLayout } from './step-layout';
import type { Etapa } from './use-wizard-nav';

type Props = {
  /** What the review shows (`reviewSections`), the box's digest is taken of the same. */
  sections: readonly ReviewSection[];
  reviewed: boolean;
  onReviewed: (reviewed: boolean) => void;
  onEdit: (etapa: Etapa) => void;
  onBack: () => void;
  onConfirm: () => void;
  confirming: boolean;
};

function Section({ title, rows, onEdit }: { title: string; rows: readonly ReviewRow[]; onEdit?: () => void }) {
  return (
    <section className={css({ display: 'grid', gap: '2', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'lg', p: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        {onEdit ? (
          <Button variant="ghost" onClick={onEdit} aria-label={`Alterar ${title}`}>
            Alterar
          </Button>
        ) : null}
      </div>
      <dl className={css({ display: 'grid', gap: '2' })}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'grid', gap: '0.5' })}>
            <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
            <dd className={css({ fontWeight: 'bold', overflowWrap: 'break-word' })}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 4, 'Revisar Proposta' (spec section 2): everything entered, readable; the box gates the confirmation. */
export function ReviewStep({ sections, reviewed, onReviewed, onEdit, onBack, onConfirm, confirming }: Props) {
  return (
    <StepLayout {...STEP_FRAMES[4]} onBack={onBack} onSubmit={onConfirm} submitLabel="Confirmar Proposta" submitDisabled={!reviewed || confirming}>
      {sections.map((section) => {
        const step = section.edit;
        return <Section key={section.title} title={section.title} rows={section.rows} onEdit={step ? () => onEdit(step) : undefined} />;
      })}
      <label className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: '11', fontWeight: 'bold', cursor: 'pointer' })}>
        <input
          type="checkbox"
          checked={reviewed}
          onChange={(e) => onReviewed(e.currentTarget.checked)}
          className={css({ w: '6', h: '6', accentColor: 'brand.solid', flexShrink: 0 })}
        />
        Revisei as informações
      </label>
    </StepLayout>
  );
}
