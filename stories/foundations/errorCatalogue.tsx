import type { CSSProperties } from 'react';
import {
  ApiCode,
  frameworkMessage,
  translate,
  type ApiEffects,
  type CatalogueDialog,
} from '../../src/api/errors';
import { destinationUrl, reactToEnvelope, reactToStatus, ruleFor } from '../../src/api/catalogue';
import { palette, theme } from '../../src/theme/tokens';

// docs/requirements.md section 8 as the shop really shows it: every row is produced by running the client's own
// reaction (src/api/catalogue.ts) against recording effects, in the current language, so the table
// cannot drift from the app.

/** What one failure shows the user. */
export interface Reaction {
  /** Toast text, when it toasts. */
  toast?: string;
  dialog?: CatalogueDialog & { destinations: Record<string, string> };
  /** Where the app goes by itself afterwards. */
  goesTo?: string;
  /** The session that is cleared. */
  clears?: 'shop' | 'iot';
}

export interface CatalogueRow {
  /** What fails: an envelope code, an HTTP status or a framework code. */
  code: string;
  /** Its name in docs/requirements.md section 8. */
  meaning: string;
  reaction: Reaction;
}

const CONTEXT = { promoCode: '', currentUrl: '/pages/goods/index?goodsId=101' };

function recorder() {
  const reaction: Reaction = {};
  const effects: ApiEffects = {
    toast: (message) => {
      reaction.toast = message;
    },
    showDialog: (dialog) => {
      reaction.dialog = { ...dialog, destinations: {} };
      // Nobody presses a button in the catalogue.
      return new Promise<string>(() => undefined);
    },
    go: (kind, url) => {
      reaction.goesTo = `${kind} ${url}`;
    },
    sessionExpired: (scope) => {
      reaction.clears = scope;
    },
    context: () => CONTEXT,
  };
  return { reaction, effects };
}

function envelopeRow(code: number, meaning: string): CatalogueRow {
  const { reaction, effects } = recorder();
  reactToEnvelope(code, '', effects);
  const rule = ruleFor(code);
  if (reaction.dialog && rule.type === 'dialog') {
    for (const button of rule.buttons) {
      if (button.to) {
        reaction.dialog.destinations[button.key] =
          `${button.to.kind} ${destinationUrl(button.to, CONTEXT)}`;
      }
    }
  }
  return { code: String(code), meaning, reaction };
}

function statusRow(status: number, meaning: string): CatalogueRow {
  const { reaction, effects } = recorder();
  reactToStatus(status, '', false, effects);
  return { code: `HTTP ${status}`, meaning, reaction };
}

/** Every row of docs/requirements.md section 8, computed in the language i18next has now. */
export function catalogueRows(): CatalogueRow[] {
  return [
    { code: String(ApiCode.success), meaning: 'success', reaction: {} },
    envelopeRow(ApiCode.callerHandled1, 'handled by the caller'),
    envelopeRow(ApiCode.callerHandled2, 'handled by the caller'),
    envelopeRow(ApiCode.failed, 'operation failed'),
    envelopeRow(ApiCode.loginTimeout, 'shop login timed out'),
    envelopeRow(ApiCode.iotLoginTimeout, 'card login timed out'),
    envelopeRow(ApiCode.soldOut, 'sold out'),
    envelopeRow(ApiCode.acceptFailed, 'order acceptance failed'),
    envelopeRow(ApiCode.numberReserved, 'number reserved by someone else'),
    envelopeRow(ApiCode.moduleNotOpen, 'module not open yet'),
    envelopeRow(ApiCode.notDirectAgent, 'not a direct downstream agent'),
    envelopeRow(12345, 'any other code'),
    statusRow(401, 'unauthorised'),
    statusRow(500, 'server error'),
    statusRow(404, 'any other status'),
    {
      code: 'no body',
      meaning: 'answer without an envelope',
      reaction: { toast: translate('api.errors.abnormalData') },
    },
    {
      code: 'transport',
      meaning: 'no answer at all',
      reaction: { toast: translate('api.errors.transport') },
    },
    {
      code: String(ApiCode.contract),
      meaning: 'data the page cannot use',
      reaction: { toast: translate('api.errors.contract') },
    },
    ...(
      [
        [ApiCode.timeout, 'request timed out'],
        [ApiCode.abort, 'request aborted'],
        [ApiCode.transferNetwork, 'upload or download network error'],
        [ApiCode.socketCreate, 'socket could not be created'],
        [ApiCode.socketNotOpen, 'socket not open'],
      ] as const
    ).map(([code, meaning]) => ({
      code: String(code),
      meaning,
      reaction: { toast: frameworkMessage(code) },
    })),
  ];
}

const cell: CSSProperties = {
  borderBottom: `1px solid ${palette.grey200}`,
  padding: '10px 12px',
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: 14,
};
const note: CSSProperties = { color: theme.colors.textMuted, fontSize: 12, marginTop: 6 };

function Toast({ text }: { text: string }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '8px 14px',
        borderRadius: 8,
        background: theme.colors.toast,
        color: palette.white,
      }}
    >
      {text}
    </span>
  );
}

function Dialog({ dialog }: { dialog: NonNullable<Reaction['dialog']> }) {
  return (
    <div
      role="group"
      aria-label={dialog.title}
      style={{
        maxWidth: 300,
        borderRadius: 12,
        background: palette.white,
        boxShadow: theme.shadows.popup,
        border: `1px solid ${palette.grey200}`,
        overflow: 'hidden',
      }}
    >
      <div style={{ padding: '16px 16px 8px', fontWeight: 600, textAlign: 'center' }}>
        {dialog.title}
      </div>
      <div style={{ padding: '0 16px 16px', color: theme.colors.textSecondary }}>
        {dialog.message}
      </div>
      <div style={{ display: 'flex', borderTop: `1px solid ${palette.grey200}` }}>
        {dialog.buttons.map((button) => (
          <div
            key={button.key}
            style={{
              flex: 1,
              padding: 10,
              textAlign: 'center',
              fontWeight: button.primary ? 600 : 400,
              color: button.primary ? theme.colors.brand : theme.colors.text,
            }}
          >
            {button.label}
            {dialog.destinations[button.key] ? (
              <div style={note}>→ {dialog.destinations[button.key]}</div>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/** docs/requirements.md section 8 as a table: each code and what the shop shows for it. */
export function ErrorCatalogue() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', background: palette.white }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            code
          </th>
          <th scope="col" style={cell}>
            meaning
          </th>
          <th scope="col" style={cell}>
            what the shop shows
          </th>
        </tr>
      </thead>
      <tbody>
        {catalogueRows().map((row) => (
          <tr key={row.code} data-code={row.code}>
            <td
              style={{
                ...cell,
                fontFamily: "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace",
              }}
            >
              {row.code}
            </td>
            <td style={cell}>{row.meaning}</td>
            <td style={cell}>
              {row.reaction.toast ? <Toast text={row.reaction.toast} /> : null}
              {row.reaction.dialog ? <Dialog dialog={row.reaction.dialog} /> : null}
              {!row.reaction.toast && !row.reaction.dialog ? (
                <span style={{ color: theme.colors.textMuted }}>
                  {row.code === '0' ? 'resolves with the data' : 'nothing: the caller decides'}
                </span>
              ) : null}
              {row.reaction.clears ? (
                <div style={note}>clears the {row.reaction.clears} session</div>
              ) : null}
              {row.reaction.goesTo ? <div style={note}>then {row.reaction.goesTo}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
