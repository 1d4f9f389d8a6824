import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../shared/i18n';

/** Stable ids so a label, its control and its error message point at each other. */
function idFor(key: string): string {
  return `field-${key.replace(/\W/g, '-')}`;
}

interface FieldShellProps {
  fieldKey: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ComponentChildren;
}

function FieldShell({ fieldKey, label, hint, error, children }: FieldShellProps) {
  const id = idFor(fieldKey);
  return (
    <div class={`field${error ? ' field--invalid' : ''}`}>
      <label for={id}>{label}</label>
      {children}
      {hint && <p class="field-hint" id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p class="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(fieldKey: string, hint?: string, error?: string): string | undefined {
  const id = idFor(fieldKey);
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * What every typed control shares (text, secret, text area): the id its label points at, its value,
 * its hint and error as its description, and what it reports as the user types.
 */
function typedControl(p: { fieldKey: string; value: string; placeholder?: string | undefined; hint?: string | undefined; error?: string | undefined; onInput: (value: string) => void }) {
  return {
    id: idFor(p.fieldKey),
    spellcheck: false,
    value: p.value,
    placeholder: p.placeholder,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(p.fieldKey, p.hint, p.error),
    onInput: (e: { currentTarget: { value: string } }) => p.onInput(e.currentTarget.value),
  };
}

interface TextFieldProps {
  fieldKey: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  /** On leaving the field, e.g. to show a typed address completed (only then: a new draft clears Save's status). */
  onBlur?: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  placeholder?: string;
  type?: 'text' | 'url';
  inputMode?: 'numeric' | 'url' | 'text';
  children?: ComponentChildren;
}

export function TextField(p: TextFieldProps) {
  return (
    <FieldShell fieldKey={p.fieldKey} label={p.label} hint={p.hint} error={p.error}>
      <div class="field-row">
        <input
          {...typedControl(p)}
          type="text"
          inputMode={p.inputMode ?? (p.type === 'url' ? 'url' : 'text')}
          autoComplete="off"
          onBlur={p.onBlur && ((e) => p.onBlur!(e.currentTarget.value))}
        />
        {p.children}
      </div>
    </FieldShell>
  );
}

export function SecretField(p: Omit<TextFieldProps, 'type' | 'children'>) {
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldShell fieldKey={p.fieldKey} label={p.label} hint={p.hint} error={p.error}>
      <div class="field-row">
        <input {...typedControl(p)} type={revealed ? 'text' : 'password'} autoComplete="off" />
        {/* Visible text only: a label naming the key would make the key's own name ambiguous for getByLabel. */}
        <button type="button" class="secondary reveal" aria-pressed={revealed} aria-controls={idFor(p.fieldKey)} onClick={() => setRevealed(!revealed)}>
          {t('fieldShow')}
        </button>
      </div>
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  fieldKey: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  placeholder?: string;
}

export function TextAreaField(p: TextAreaFieldProps) {
  return (
    <FieldShell fieldKey={p.fieldKey} label={p.label} hint={p.hint} error={p.error}>
      <textarea {...typedControl(p)} rows={3} />
    </FieldShell>
  );
}

interface SelectFieldProps<T extends string> {
  fieldKey: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
  error?: string | undefined;
}

export function SelectField<T extends string>(p: SelectFieldProps<T>) {
  return (
    <FieldShell fieldKey={p.fieldKey} label={p.label} hint={p.hint} error={p.error}>
      <select
        id={idFor(p.fieldKey)}
        value={p.value}
        aria-invalid={p.error ? 'true' : undefined}
        aria-describedby={describedBy(p.fieldKey, p.hint, p.error)}
        onChange={(e) => p.onChange(e.currentTarget.value as T)}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
