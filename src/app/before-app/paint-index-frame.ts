/**
 * After index.html's frames (its <template>s, src/app/painted-frames.tsx): paints the one ./boot
 * chose, marked as not the app's (a frame painted from the phone's copy paints only over it).
 */
const root = document.getElementById('root')!;
root.appendChild((document.getElementById(document.documentElement.getAttribute('data-frame')!) as HTMLTemplateElement).content.cloneNode(true));
root.firstElementChild!.setAttribute('data-painted-frame', '');
