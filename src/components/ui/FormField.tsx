import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';

export interface FormFieldControlProps {
  /** Put on the input so the label points at it. */
  id: string;
  /** Put on the input so the hint or error is read with it. */
  'aria-describedby': string | undefined;
  /** Put on the input while there is an error. */
  'aria-invalid': true | undefined;
  /** Put on the input when the field is required. */
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  /** Visible label, already translated. */
  label: string;
  /** Draws the input; spread the given props onto it so label, hint and error are connected. */
  children: (control: FormFieldControlProps) => ReactNode;
  /** Marks the field as required. */
  required?: boolean;
  /** Validation message under the input, already translated. */
  error?: string;
  /** Help text under the input when there is no error. */
  hint?: string;
  /** Puts the label above the input instead of beside it. */
  vertical?: boolean;
}

const Root = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  align-items: ${({ $vertical }) => ($vertical ? 'stretch' : 'flex-start')};
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.lg};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Label = styled.label<{ $vertical: boolean }>`
  flex: none;
  width: ${({ $vertical }) => ($vertical ? 'auto' : '6.5em')};
  min-height: 2.75rem;
  display: flex;
  align-items: center;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.text};
`;

const Required = styled.span`
  color: ${theme.colors.danger};
  margin-right: ${theme.space.xxs};
`;

const Control = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 2.75rem;
  input,
  select {
    width: 100%;
    min-height: 2.75rem;
    border: 0;
    background: transparent;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.text};
  }
  input::placeholder {
    color: ${theme.colors.textSecondary};
  }
`;

const Message = styled.p<{ $error: boolean }>`
  margin: ${theme.space.xxs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.textSecondary)};
`;

/** A form row: label, the input (drawn by the caller) and its validation message or hint. */
export function FormField({
  label,
  children,
  required = false,
  error,
  hint,
  vertical = false,
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <Root $vertical={vertical}>
      <Label htmlFor={id} $vertical={vertical}>
        {required && <Required aria-hidden="true">*</Required>}
        {label}
      </Label>
      <Control>
        {children({
          id,
          'aria-describedby': message ? messageId : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
        {message && (
          <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
            {message}
          </Message>
        )}
      </Control>
    </Root>
  );
}
