import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of <Tabs>; rendered by Tabs, which reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  groupId?: string;
  queryString?: boolean | string;
  defaultValue?: string;
  values?: { value: string; label: string }[];
  children?: ReactNode;
}

/** Every panel is in the HTML (search engines and readers without JavaScript see all of them, each
 *  under its label); the client script turns the list into working tabs and syncs `groupId`. */
export function Tabs({ groupId, queryString, defaultValue, values, children }: TabsProps) {
  const id = useId().replace(/:/g, '');
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const labelOf = (v: string, l?: string) => l ?? values?.find((x) => x.value === v)?.label ?? v;
  const qs = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <div className="tabs-container" data-group-id={groupId} data-query-string={qs}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item) => {
          const v = item.props.value;
          const active = v === selected;
          return (
            <button
              key={v}
              type="button"
              role="tab"
              id={`tab-${id}-${v}`}
              aria-controls={`panel-${id}-${v}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-value={v}
              className={active ? 'tab active' : 'tab'}
            >
              {labelOf(v, item.props.label)}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const v = item.props.value;
        return (
          <div
            key={v}
            role="tabpanel"
            id={`panel-${id}-${v}`}
            aria-labelledby={`tab-${id}-${v}`}
            data-value={v}
            className={v === selected ? 'tab-panel' : 'tab-panel tab-panel-inactive'}
          >
            <p className="tab-panel-label">{labelOf(v, item.props.label)}</p>
            {item.props.children}
          </div>
        );
      })}
    </div>
  );
}

export default Tabs;
