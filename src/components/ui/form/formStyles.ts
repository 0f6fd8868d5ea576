import styled from 'styled-components';
import { fieldFont, invalidBorder, outlinedField } from './fieldStyles';
import { theme } from '@/theme';

/** A text input sized for thumbs, used by the address and Wi-Fi forms. */
export const TextInput = styled.input`
  ${outlinedField}
  font-size: ${fieldFont(theme.fontSizes.md)};

  ${invalidBorder}
`;

/** A button that looks like an input and opens a picker. */
export const PickerButton = styled.button`
  ${outlinedField}
  font-size: ${theme.fontSizes.md};
  text-align: left;

  ${invalidBorder}
`;

export const Placeholder = styled.span`
  color: ${theme.colors.textMuted};
`;

/** The white block that holds form rows. */
export const FormBlock = styled.div`
  margin: ${theme.space.md} 0;
  background: ${theme.colors.surface};
`;

/** Bottom area with the main action. */
export const ActionBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
`;

/** A short explanation beside an action, wrapping between words. */
export const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

/** A checkbox row with a large tap area. */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.md};

  input {
    width: 1.25em;
    height: 1.25em;
    accent-color: ${theme.colors.brand};
  }
`;
