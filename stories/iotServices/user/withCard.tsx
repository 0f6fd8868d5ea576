import { useEffect, useState, type ReactNode } from 'react';
import { useIotStore } from '../../../src/stores/iot';

/**
 * Logs a demo card in on the shared demo API before a page story renders, the way the IoT login
 * page does, so the page's calls carry a real Sim-No and Sim-Token.
 */
export function WithCard({ simNo, children }: { simNo: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void fetch('/api/simLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ simNo }),
    })
      .then((response) => response.json())
      .then((body: { data: { simNo: string; token: string } }) => {
        if (!live) return;
        useIotStore.setState({ simNo: body.data.simNo, token: body.data.token });
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [simNo]);
  return ready ? <>{children}</> : null;
}

/** Story decorator: the story renders once the card is logged in. */
export const withCard = (simNo: string) =>
  function CardDecorator(Story: () => ReactNode) {
    return (
      <WithCard simNo={simNo}>
        <Story />
      </WithCard>
    );
  };
