import { Component, h, type ComponentChild, type FunctionComponent } from 'preact';

function shallowDiffers(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) if (key !== '__source' && !(key in y)) return true;
  for (const key in y) if (key !== '__source' && x[key] !== y[key]) return true;
  return false;
}

/**
 * `render`, re-run only when a prop changed (compared with ===, one level deep): preact/compat's `memo`
 * without the rest of preact/compat, which the panel would otherwise load before its first paint
 * for this one helper.
 */
export function memo<P extends object>(render: FunctionComponent<P>): new (props: P) => Component<P> {
  return class Memo extends Component<P> {
    static override displayName = `Memo(${render.displayName ?? render.name})`;
    override shouldComponentUpdate(next: P): boolean {
      return shallowDiffers(this.props, next);
    }
    override render(props: P): ComponentChild {
      return h(render, props);
    }
  };
}
