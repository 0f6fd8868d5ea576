import styled from 'styled-components';
import {
  errorText,
  fieldFont,
  invalidBorder,
  outlinedField,
} from '@/components/ui/form/fieldStyles';
import { theme } from '@/theme';

/** A white rounded block on the grey page background. */
export const Card = styled.section`
  margin: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
  overflow-wrap: anywhere;
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  flex-wrap: wrap;
`;

/** A tappable card: a real button that looks like a card. */
export const CardButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

export const Input = styled.input`
  flex: 1;
  ${outlinedField}
  min-width: 0;
  font: inherit;
  font-size: ${fieldFont('1em')};
  ${invalidBorder}
`;

export const Select = styled.select`
  ${outlinedField}
  font: inherit;
  font-size: ${fieldFont('1em')};
`;

/** A button that looks like an input and opens a picker. */
export const PickerButton = styled.button`
  ${outlinedField}
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${invalidBorder}
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

/** A field with its action beside it (the SMS code and its send button). */
export const CodeRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
`;

export const ErrorText = styled.p`
  ${errorText}
`;

/** A phone number to call, as a button-sized outlined link. */
export const PhoneLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.tapTarget};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.round};
  color: ${theme.colors.brand};
  text-decoration: none;
`;
