import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';
import { pressableRow } from './buttonReset';
import { theme } from '@/theme';

export interface CellProps {
  /** Left-hand title. */
  title: ReactNode;
  /** Right-hand value. */
  value?: ReactNode;
  /** Smaller description under the title. */
  label?: ReactNode;
  /** Icon before the title. */
  icon?: ReactNode;
  /** Shows a right arrow (the row leads somewhere). */
  isLink?: boolean;
  /** Makes the row a button; called when it is tapped. */
  onClick?: () => void;
  /** Marks the field as required with an asterisk. */
  required?: boolean;
  /** Centres the content vertically (default top aligned when there is a label). */
  center?: boolean;
  /** Draws the divider under the row (default true). */
  border?: boolean;
  /** Disables the row button. */
  disabled?: boolean;
}

const rowStyle = css<{ $border: boolean; $center: boolean }>`
  position: relative;
  display: flex;
  align-items: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  gap: ${theme.space.sm};
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  text-align: left;
  ${({ $border }) =>
    $border &&
    css`
      &::after {
        content: '';
        position: absolute;
        left: ${theme.space.lg};
        right: ${theme.space.lg};
        bottom: 0;
        border-bottom: 1px solid ${theme.colors.border};
      }
    `}
`;

const Row = styled.div<{ $border: boolean; $center: boolean }>`
  ${rowStyle}
`;

const RowButton = styled.button<{ $border: boolean; $center: boolean }>`
  ${rowStyle}
  ${pressableRow}
`;

const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  word-break: break-word;
`;

const Label = styled.span`
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

const Value = styled.span`
  flex: 0 1 auto;
  max-width: 60%;
  color: ${theme.colors.textSecondary};
  text-align: right;
  word-break: break-word;
`;

const Side = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 1.5em;
  color: ${theme.colors.textSecondary};
`;

const Required = styled.span`
  color: ${theme.colors.danger};
  margin-right: ${theme.space.xxs};
`;

/** One row of a list: title and optional description on the left, value and arrow on the right. */
export function Cell({
  title,
  value,
  label,
  icon,
  isLink = false,
  onClick,
  required = false,
  center,
  border = true,
  disabled,
}: CellProps) {
  const content = (
    <>
      {icon && <Side aria-hidden="true">{icon}</Side>}
      <Title>
        <span>
          {required && <Required aria-hidden="true">*</Required>}
          {title}
        </span>
        {label && <Label>{label}</Label>}
      </Title>
      {value !== undefined && value !== null && value !== '' && <Value>{value}</Value>}
      {isLink && (
        <Side aria-hidden="true">
          <Icon name="arrowRight" />
        </Side>
      )}
    </>
  );
  const isCentered = center ?? !label;
  return onClick ? (
    <RowButton
      type="button"
      onClick={onClick}
      disabled={disabled}
      $border={border}
      $center={isCentered}
    >
      {content}
    </RowButton>
  ) : (
    <Row $border={border} $center={isCentered}>
      {content}
    </Row>
  );
}
