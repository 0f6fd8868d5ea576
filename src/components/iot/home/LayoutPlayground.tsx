import { useId, useState } from 'react';
import styled from 'styled-components';
import { fieldFont } from '../../ui/form/fieldStyles';
import { useTranslation } from 'react-i18next';
import type { SimLayout } from '@/domain/layout';
import { layoutContrastWarnings } from '@/lib/contrast';
import type { HomeCard } from './homeCard';
import { IotHome } from './IotHome';
import { outlinePill } from '../../ui/buttonReset';
import { ContrastWarnings } from '../../ui/ContrastWarnings';
import { theme } from '@/theme';

export interface LayoutPlaygroundProps {
  /** Demo layouts by name, offered as preset buttons; the first is loaded at start. */
  layoutPresets: Readonly<Record<string, SimLayout>>;
  /** Demo card informations (simInfo) by name, offered in a list; the first is loaded at start. */
  simPresets: Readonly<Record<string, object>>;
  /** What the home shows of a card information typed in the editor (homeCard of src/features). */
  toCard: (sim: object) => HomeCard;
  /** The time the preview renders at. */
  now: Date;
  /** Preset layout loaded at start (default the first). */
  initialLayout?: string;
  /** Preset card loaded at start (default the first). */
  initialSim?: string;
  /** Shows the layout and break popups in the preview at start (default false). */
  initialShowPopups?: boolean;
  /** Turns an image path of the layout or card into an address (domain prefixing); identity by default. */
  resolveImage?: (path: string) => string;
  /** Reports what the preview's user did (menu, more, tab...), e.g. to an action log. */
  onPreviewAction?: (name: string, detail?: unknown) => void;
}

type Parsed<T> = { value: T; error: null } | { value: null; error: string };

function parseObject<T>(text: string, notObject: string): Parsed<T> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { value: null, error: notObject };
    return { value: value as T, error: null };
  } catch (error) {
    return { value: null, error: error instanceof Error ? error.message : String(error) };
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

const Root = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  padding-bottom: calc(${theme.space.md} + env(safe-area-inset-bottom));
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 375px;
    align-items: start;
  }
`;

const Editors = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Preset = styled.button`
  ${outlinePill}
  &[aria-pressed='true'] {
    border-color: ${theme.colors.text};
    background: ${theme.colors.text};
    color: ${theme.colors.surface};
  }
`;

const Label = styled.label`
  display: grid;
  gap: ${theme.space.xxs};
  font-weight: ${theme.fontWeights.medium};
`;

const Select = styled.select`
  min-height: ${theme.sizes.tapTarget};
  font-size: ${fieldFont(theme.fontSizes.md)};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
`;

const Editor = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 10rem;
  padding: ${theme.space.sm};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.divider)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  /* Named families first: the generic monospace is whatever font the machine has last installed. */
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${fieldFont(theme.fontSizes.xs)};
  font-weight: ${theme.fontWeights.regular};
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-left: ${theme.space.xxs} solid ${theme.colors.danger};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Contrast = styled.section<{ $failing: boolean }>`
  padding: ${theme.space.xs} ${theme.space.sm};
  border-left: ${theme.space.xxs} solid
    ${({ $failing }) => ($failing ? theme.colors.warningDecorative : theme.colors.brand)};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: inherit;
  }
  p,
  ul {
    margin: ${theme.space.xxs} 0 0;
    padding-left: 0;
    list-style: none;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
`;

const Frame = styled.section`
  width: 100%;
  max-width: 375px;
  height: 667px;
  margin: 0 auto;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  /* A transform makes the frame the containing block of the preview's fixed tab bar. */
  transform: translateZ(0);
`;

/** Edit a simLayout and a sim info as JSON and see the card home update live at phone size. */
export function LayoutPlayground({
  layoutPresets,
  simPresets,
  toCard,
  now,
  initialLayout,
  initialSim,
  initialShowPopups = false,
  resolveImage,
  onPreviewAction,
}: LayoutPlaygroundProps) {
  const { t } = useTranslation();
  const layoutNames = Object.keys(layoutPresets);
  const simNames = Object.keys(simPresets);
  const firstLayout =
    initialLayout && layoutPresets[initialLayout] ? initialLayout : layoutNames[0];
  const firstSim = initialSim && simPresets[initialSim] ? initialSim : simNames[0];

  const [preset, setPreset] = useState<string | null>(firstLayout ?? null);
  const [simPreset, setSimPreset] = useState(firstSim ?? '');
  const [layoutText, setLayoutText] = useState(() => pretty(layoutPresets[firstLayout] ?? {}));
  const [simText, setSimText] = useState(() => pretty(simPresets[firstSim] ?? {}));
  const [goodLayout, setGoodLayout] = useState<SimLayout>(layoutPresets[firstLayout] ?? {});
  const [goodSim, setGoodSim] = useState<object>(simPresets[firstSim] ?? { simNo: '' });
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [simError, setSimError] = useState<string | null>(null);
  const [showPopups, setShowPopups] = useState(initialShowPopups);
  const ids = { layoutError: useId(), simError: useId(), contrast: useId() };

  const notObject = t('iot.home.playground.notObject');
  const editLayout = (text: string) => {
    setLayoutText(text);
    setPreset(null);
    const parsed = parseObject<SimLayout>(text, notObject);
    setLayoutError(parsed.error);
    if (parsed.value) setGoodLayout(parsed.value);
  };
  const editSim = (text: string) => {
    setSimText(text);
    const parsed = parseObject<object>(text, notObject);
    setSimError(parsed.error);
    if (parsed.value) setGoodSim(parsed.value);
  };
  const loadLayout = (name: string) => {
    editLayout(pretty(layoutPresets[name]));
    setPreset(name);
  };
  const loadSim = (name: string) => {
    setSimPreset(name);
    editSim(pretty(simPresets[name]));
  };

  const report =
    (name: string) =>
    (...detail: unknown[]) =>
      onPreviewAction?.(name, detail.length > 1 ? detail : detail[0]);

  const warnings = layoutContrastWarnings(goodLayout);
  const layoutLabel = t('iot.home.playground.layout');
  const simLabel = t('iot.home.playground.sim');

  return (
    <Root>
      <Editors>
        <Heading>{t('iot.home.playground.title')}</Heading>
        <Presets role="group" aria-label={t('iot.home.playground.presets')}>
          {layoutNames.map((name) => (
            <Preset
              key={name}
              type="button"
              aria-pressed={preset === name}
              onClick={() => loadLayout(name)}
            >
              {name}
            </Preset>
          ))}
        </Presets>
        <Label>
          {t('iot.home.playground.simPresets')}
          <Select value={simPreset} onChange={(event) => loadSim(event.target.value)}>
            {simNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Label>
        <Check>
          <input
            type="checkbox"
            checked={showPopups}
            onChange={(event) => setShowPopups(event.target.checked)}
          />
          {t('iot.home.playground.showPopups')}
        </Check>
        <Label>
          {layoutLabel}
          <Editor
            value={layoutText}
            spellCheck={false}
            $invalid={layoutError !== null}
            aria-invalid={layoutError !== null}
            aria-describedby={layoutError ? ids.layoutError : undefined}
            onChange={(event) => editLayout(event.target.value)}
          />
        </Label>
        {layoutError && (
          <ErrorText id={ids.layoutError} role="alert">
            {t('iot.home.playground.invalid', { field: layoutLabel, message: layoutError })}
          </ErrorText>
        )}
        <Contrast $failing={warnings.length > 0} aria-labelledby={ids.contrast}>
          <h2 id={ids.contrast}>{t('iot.home.contrast.heading')}</h2>
          {warnings.length > 0 ? (
            <ContrastWarnings warnings={warnings} />
          ) : (
            <p>{t('iot.home.contrast.ok')}</p>
          )}
        </Contrast>
        <Label>
          {simLabel}
          <Editor
            value={simText}
            spellCheck={false}
            $invalid={simError !== null}
            aria-invalid={simError !== null}
            aria-describedby={simError ? ids.simError : undefined}
            onChange={(event) => editSim(event.target.value)}
          />
        </Label>
        {simError && (
          <ErrorText id={ids.simError} role="alert">
            {t('iot.home.playground.invalid', { field: simLabel, message: simError })}
          </ErrorText>
        )}
      </Editors>
      {/* A phone's screen: Storybook's docs check finds it by this mark. */}
      <Frame aria-label={t('iot.home.playground.preview')} data-phone-frame="">
        <IotHome
          layout={goodLayout}
          card={toCard(goodSim)}
          now={now}
          showPopup={showPopups}
          showBreak={showPopups}
          resolveImage={resolveImage}
          onRefresh={report('refresh')}
          onMenu={report('menu')}
          onMore={report('more')}
          onCarousel={report('carousel')}
          onStatusAction={report('statusAction')}
          onRemoveBreak={report('removeBreak')}
          onCloseBreak={() => setShowPopups(false)}
          onPopupClose={() => setShowPopups(false)}
          onTab={report('tab')}
          onNotice={report('notice')}
          onSwitchCard={report('switchCard')}
          onLogout={report('logout')}
        />
      </Frame>
    </Root>
  );
}
