import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Loading } from './Loading';
import { Icon } from './Icon';
import { tone } from './tone';
import { theme } from '@/theme';

/** One node of the region tree (docs/requirements.md section 3): province, city or county. */
export interface RegionNode {
  /** Region code. */
  value: string;
  /** Name, e.g. 广东省. */
  label: string;
  /** Sub-regions; undefined means not loaded yet (see loadChildren), [] means none. */
  children?: RegionNode[];
}

export interface RegionCascaderProps {
  /** The provinces, with cities and counties where already known. */
  regions: readonly RegionNode[];
  /** Codes of the selected province, city and county. */
  value?: readonly string[];
  /** Called with the codes and names once a county (or a region without children) is chosen. */
  onChange: (values: string[], labels: string[]) => void;
  /** Loads the children of a region whose `children` is undefined (e.g. /provinces/{code}.json). */
  loadChildren?: (node: RegionNode, level: number) => Promise<RegionNode[]>;
  /** Height of the columns, any CSS length (default 18rem). */
  height?: string;
}

type LoadState =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; nodes: RegionNode[] };

const Columns = styled.div<{ $height: string }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  height: ${({ $height }) => $height};
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  & + & {
    border-left: 1px solid ${theme.colors.border};
  }
`;

const ColumnTitle = styled.h3`
  flex: none;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textSecondary};
  text-align: center;
  border-bottom: 1px solid ${theme.colors.border};
`;

const List = styled.ul`
  flex: 1 1 auto;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  overscroll-behavior: contain;
`;

const Option = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xxs};
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  background: ${({ $selected }) => ($selected ? theme.colors.brandSoft : 'transparent')};
  color: ${({ $selected }) => ($selected ? tone.brand(theme) : theme.colors.text)};
  font-size: ${theme.fontSizes.md};
  font-weight: ${({ $selected }) =>
    $selected ? theme.fontWeights.medium : theme.fontWeights.regular};
  text-align: left;
  word-break: break-all;
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space.md};
`;

const Retry = styled.button`
  border: 0;
  background: transparent;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  min-height: ${theme.sizes.tapTarget};
`;

const LEVELS = ['province', 'city', 'county'] as const;

/** Province, city and county in three columns; children load lazily through loadChildren. */
export function RegionCascader({
  regions,
  value = [],
  onChange,
  loadChildren,
  height = '18rem',
}: RegionCascaderProps) {
  const { t } = useTranslation();
  const [path, setPath] = useState<string[]>(() => [...value]);
  const [loaded, setLoaded] = useState<Record<string, LoadState>>({});
  const loadRef = useRef(loadChildren);
  useEffect(() => {
    loadRef.current = loadChildren;
  });

  const childrenOf = (node: RegionNode): RegionNode[] | undefined => {
    if (node.children) return node.children;
    const state = loaded[node.value];
    return state?.status === 'done' ? state.nodes : undefined;
  };

  // Walk the selected path to find each column's options.
  const columns: { nodes?: RegionNode[]; parent?: RegionNode }[] = [{ nodes: [...regions] }];
  const chosen: RegionNode[] = [];
  for (let level = 0; level < LEVELS.length - 1; level += 1) {
    const node = columns[level].nodes?.find((n) => n.value === path[level]);
    if (!node) break;
    chosen.push(node);
    columns.push({ nodes: childrenOf(node), parent: node });
  }
  const county = columns[2]?.nodes?.find((n) => n.value === path[2]);
  if (county) chosen.push(county);

  const load = (node: RegionNode, level: number) => {
    const loader = loadRef.current;
    if (!loader || node.children || loaded[node.value]?.status === 'done') return;
    setLoaded((current) => ({ ...current, [node.value]: { status: 'loading' } }));
    Promise.resolve(loader(node, level)).then(
      (nodes) => setLoaded((current) => ({ ...current, [node.value]: { status: 'done', nodes } })),
      () => setLoaded((current) => ({ ...current, [node.value]: { status: 'error' } })),
    );
  };

  // A preselected path may point at regions whose children are not loaded yet.
  useEffect(() => {
    chosen.slice(0, 2).forEach((node, level) => {
      if (!node.children && !loaded[node.value]) load(node, level + 1);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path.join('/')]);

  const select = (node: RegionNode, level: number) => {
    const next = [...path.slice(0, level), node.value];
    setPath(next);
    const nodes = [...chosen.slice(0, level), node];
    const known = childrenOf(node);
    const isLeaf = level === LEVELS.length - 1 || (known !== undefined && known.length === 0);
    if (isLeaf) {
      onChange(
        nodes.map((n) => n.value),
        nodes.map((n) => n.label),
      );
    } else if (known === undefined) {
      load(node, level + 1);
    }
  };

  return (
    <Columns $height={height}>
      {LEVELS.map((level, index) => {
        const column = columns[index];
        const parent = column?.parent;
        const state = parent ? loaded[parent.value] : undefined;
        const title = t(`ui.region.${level}`);
        let body;
        if (!column) body = null;
        else if (column.nodes)
          body = (
            <List aria-label={title}>
              {column.nodes.map((node) => {
                const selected = path[index] === node.value;
                return (
                  <li key={node.value}>
                    <Option
                      type="button"
                      $selected={selected}
                      aria-pressed={selected}
                      onClick={() => select(node, index)}
                    >
                      <span>{node.label}</span>
                      {selected && <Icon name="check" aria-hidden="true" />}
                    </Option>
                  </li>
                );
              })}
            </List>
          );
        else if (state?.status === 'error' && parent)
          body = (
            <Center>
              <Retry
                type="button"
                onClick={() => {
                  setLoaded((current) => {
                    const rest = { ...current };
                    delete rest[parent.value];
                    return rest;
                  });
                  Promise.resolve(loadRef.current?.(parent, index) ?? []).then(
                    (nodes) =>
                      setLoaded((current) => ({
                        ...current,
                        [parent.value]: { status: 'done', nodes },
                      })),
                    () =>
                      setLoaded((current) => ({ ...current, [parent.value]: { status: 'error' } })),
                  );
                }}
              >
                {t('ui.list.error')}
              </Retry>
            </Center>
          );
        else if (parent)
          body = (
            <Center>
              <Loading />
            </Center>
          );
        return (
          <Column key={level}>
            <ColumnTitle>{title}</ColumnTitle>
            {body}
          </Column>
        );
      })}
    </Columns>
  );
}
