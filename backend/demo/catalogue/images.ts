// Demo pictures drawn as small SVGs at seed time (the machine has no
// internet and the repository carries no binaries): a device outline per
// category on a tinted card, with the brand and model name.
import type { ModelCategory } from '../../../core/domain/catalogue';

const TINT: Record<ModelCategory, string> = { smartphone: '#0e7490', tablet: '#7c3aed', notebook: '#0f766e', camera: '#b45309' };

const DEVICE: Record<ModelCategory, string> = {
  smartphone:
    '<rect x="130" y="40" width="140" height="250" rx="22" fill="#fff" opacity=".92"/><rect x="145" y="62" width="110" height="200" rx="6" fill="currentColor" opacity=".35"/>',
  tablet:
    '<rect x="85" y="55" width="230" height="220" rx="18" fill="#fff" opacity=".92"/><rect x="102" y="72" width="196" height="186" rx="6" fill="currentColor" opacity=".35"/>',
  notebook:
    '<rect x="95" y="60" width="210" height="150" rx="10" fill="#fff" opacity=".92"/><rect x="108" y="73" width="184" height="124" rx="4" fill="currentColor" opacity=".35"/><path d="M70 222h260l-18 34H88z" fill="#fff" opacity=".92"/>',
  camera:
    '<rect x="90" y="95" width="220" height="150" rx="18" fill="#fff" opacity=".92"/><rect x="120" y="75" width="60" height="26" rx="6" fill="#fff" opacity=".92"/><circle cx="200" cy="170" r="52" fill="currentColor" opacity=".45"/><circle cx="200" cy="170" r="30" fill="#fff" opacity=".6"/>',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function deviceSvg(category: ModelCategory, title: string, subtitle = ''): Uint8Array {
  const tint = TINT[category];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(title)}">
<rect width="400" height="400" rx="24" fill="${tint}"/>
<g color="${tint}">${DEVICE[category]}</g>
<text x="200" y="330" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="200" y="362" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="17" fill="#fff" opacity=".85">${escapeXml(subtitle)}</text>
</svg>
`;
  return new TextEncoder().encode(svg);
}
