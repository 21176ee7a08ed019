import { css } from 'styled-system/css';

export const landingPageClass = css({ bg: 'bg.subtle' });
