import { Button } from '../../../components/ui/button.tsx';

/** What the career search says about the title typed, with the choices it offers. */
export type FinderStatus = {
  text: string;
  tone: 'info' | 'success' | 'error';
  /** A second line: who built the roadmap (docs/decisions.md D17: the local engine is named). */
  detail?: string | undefined;
  actions?: Array<{ label: string; onClick: () => void }>;
  actionsLabel?: string;
};

const TONES = {
  error: 'text-red-600 dark:text-red-400',
  success: 'text-emerald-600 dark:text-emerald-400',
  info: 'text-slate-600 dark:text-slate-400',
} as const;

export function StatusLine({ status }: { status: FinderStatus | null }) {
  const tone = TONES[status?.tone ?? 'info'];
  return (
    <div aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-2xl text-center text-sm">
      {status ? <p className={tone}>{status.text}</p> : null}
      {status?.detail ? <p className="mt-1 text-slate-600 dark:text-slate-400">{status.detail}</p> : null}
      {status?.actions?.length ? (
        <fieldset aria-label={status.actionsLabel} className="mt-3 flex flex-wrap justify-center gap-2">
          {status.actions.map((action, i) => (
            <Button
              key={action.label}
              size="sm"
              variant={i === 0 ? 'primary' : 'outline'}
              // occupation titles run long ("Secondary School Teachers, Except Special and ..."): the button grows
              className="h-auto! min-h-8 py-1.5"
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
