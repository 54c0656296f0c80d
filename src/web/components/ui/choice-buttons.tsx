import { Button } from './button.tsx';

/** A small set of mutually exclusive choices as pressed/unpressed buttons, e.g. a difficulty. */
export function ChoiceButtons<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-2">
        {options.map((o) => (
          <Button
            key={o}
            variant={value === o ? 'primary' : 'outline'}
            aria-pressed={value === o}
            className="capitalize"
            onClick={() => onChange(o)}
          >
            {o}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
