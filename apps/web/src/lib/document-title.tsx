import { useSettings } from './settings';

/** Sets the browser tab title to "<title> | <brand>" (React 19 hoists `<title>` into `<head>`). */
export function DocumentTitle({ title }: { title?: string }) {
  const { brandName } = useSettings();
  const text = title && title !== brandName ? `${title} | ${brandName}` : brandName;
  return <title>{text}</title>;
}
