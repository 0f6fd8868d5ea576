import styled from 'styled-components';
import { fieldFont, invalidBorder, outlinedField } from './fieldStyles';

/** A text input sized for thumbs, used by the address and Wi-Fi forms. */
export const TextInput = styled.input`
  ${outlinedField}
  font-size: ${({ theme }) => fieldFont(theme.fontSizes.md)};

  ${invalidBorder}
`;

/** A button that looks like an input and opens a picker. */
export const PickerButton = styled.button`
  ${outlinedField}
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;

  ${invalidBorder}
`;

export const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The white block that holds form rows. */
export const FormBlock = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Bottom area with the main action. */
export const ActionBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  padding-bottom: calc(${({ theme }) => theme.space.lg} + env(safe-area-inset-bottom));
`;

/** A short explanation beside an action, wrapping between words. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A checkbox row with a large tap area. */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.md};

  input {
    width: 1.25em;
    height: 1.25em;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;
