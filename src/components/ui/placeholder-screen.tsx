import { css } from 'styled-system/css';
import { Page } from './page';

/** A screen with no content of its own yet: the route exists and says where the worker is. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Page className={css({ p: '6' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
    </Page>
  );
}
