import type { ChangeEvent, FormEvent } from 'react';

const digitsOnly = (event: ChangeEvent<HTMLInputElement>) => event.target.value.replace(/\D/g, '');

/** Input props for a mainland mobile number: the phone keyboard, digits only, 11 at most. */
export function mobileInputProps(value: string, onChange: (value: string) => void) {
  return {
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    maxLength: 11,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event)),
  } as const;
}

/** Input props for a six-digit SMS code, filled from the message where the phone offers it. */
export function smsCodeInputProps(value: string, onChange: (value: string) => void) {
  return {
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event)),
  } as const;
}

/** A form submit handler that stays on the page and calls `onSubmit`. */
export function submitWith(onSubmit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
}
