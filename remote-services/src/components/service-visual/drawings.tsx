import type { ReactElement } from 'react';
import type { IllustrationKind } from '../../data/services';
import styles from './service-visual.module.scss';

// Drawings share a 320 x 240 canvas. Classes, not colours, so the same shapes
// render in brand colours on a page and as a faint outline on the dark hero.
const { line, panel, soft, primary, accent, accentSoft, muted } = styles;

const Window = ({ x, y, w, h }: { x: number; y: number; w: number; h: number }) => (
  <>
    <rect className={panel} x={x} y={y} width={w} height={h} rx={8} />
    <path className={line} d={`M${x} ${y + 16}H${x + w}`} />
    <circle className={accent} cx={x + 10} cy={y + 8} r={3} />
    <circle className={muted} cx={x + 20} cy={y + 8} r={3} />
  </>
);

const Check = ({ x, y }: { x: number; y: number }) => (
  <>
    <circle className={accentSoft} cx={x} cy={y} r={10} />
    <path className={line} d={`M${x - 5} ${y}l4 4 6-8`} />
  </>
);

export const drawings: Record<IllustrationKind, ReactElement> = {
  application: (
    <g>
      {[40, 102, 164].map((y) => (
        <g key={y}>
          <rect className={soft} x={16} y={y} width={70} height={36} rx={8} />
          <path className={line} d={`M28 ${y + 18}h30M86 ${y + 18}C120 ${y + 18} 120 120 150 120`} />
        </g>
      ))}
      <Window x={150} y={36} w={154} h={168} />
      <rect className={primary} x={164} y={66} width={60} height={10} rx={5} />
      <rect className={muted} x={164} y={88} width={126} height={44} rx={6} />
      <rect className={accentSoft} x={164} y={142} width={58} height={48} rx={6} />
      <rect className={soft} x={232} y={142} width={58} height={48} rx={6} />
    </g>
  ),
  devices: (
    <g>
      <Window x={16} y={36} w={178} h={120} />
      <path className={line} d="M105 156v24M75 184h60" />
      <rect className={soft} x={30} y={66} width={80} height={10} rx={5} />
      <rect className={muted} x={30} y={88} width={150} height={52} rx={6} />
      <rect className={panel} x={200} y={72} width={74} height={112} rx={10} />
      <rect className={soft} x={210} y={88} width={54} height={60} rx={4} />
      <rect className={panel} x={256} y={118} width={50} height={96} rx={10} />
      <rect className={accentSoft} x={264} y={134} width={34} height={50} rx={4} />
      <Check x={62} y={212} />
      <Check x={96} y={212} />
    </g>
  ),
  design: (
    <g>
      <rect className={panel} x={14} y={60} width={84} height={110} rx={8} strokeDasharray="6 5" />
      <path className={line} d="M28 84c12-8 24 8 36 0s20 6 24 2M28 110h50M28 130h36" />
      <path className={line} d="M102 115h14M206 115h14" />
      <rect className={panel} x={118} y={60} width={84} height={110} rx={8} />
      <rect className={muted} x={130} y={74} width={60} height={24} rx={4} />
      <rect className={muted} x={130} y={106} width={28} height={50} rx={4} />
      <rect className={muted} x={162} y={106} width={28} height={50} rx={4} />
      <Window x={222} y={60} w={86} h={110} />
      <rect className={primary} x={232} y={86} width={50} height={10} rx={5} />
      <rect className={soft} x={232} y={104} width={66} height={52} rx={6} />
      <rect className={accentSoft} x={150} y={184} width={96} height={34} rx={6} />
      <path className={line} d="M162 196h60M162 206h40" />
    </g>
  ),
  migration: (
    <g>
      {[56, 96, 136].map((y) => (
        <g key={y}>
          <rect className={muted} x={16} y={y} width={80} height={32} rx={6} />
          <circle className={line} cx={32} cy={y + 16} r={4} />
        </g>
      ))}
      <path className={line} d="M104 120h112" strokeDasharray="8 6" />
      <Check x={130} y={120} />
      <Check x={160} y={120} />
      <Check x={190} y={120} />
      <path className={soft} d="M232 150a28 28 0 0 1 6-55 38 38 0 0 1 72 12 22 22 0 0 1-6 43z" />
      <path className={line} d="M232 150a28 28 0 0 1 6-55 38 38 0 0 1 72 12 22 22 0 0 1-6 43z" />
      <rect className={primary} x={252} y={120} width={40} height={8} rx={4} />
      <rect className={panel} x={200} y={176} width={104} height={40} rx={6} />
      <path className={line} d="M212 190h50M212 204h76" />
    </g>
  ),
  network: (
    <g>
      {[
        [50, 50],
        [270, 50],
        [30, 150],
        [290, 150],
        [100, 210],
        [220, 210],
      ].map(([x = 0, y = 0]) => (
        <g key={`${x}-${y}`}>
          <path className={line} d={`M160 120L${x} ${y}`} />
          <rect className={panel} x={x - 22} y={y - 16} width={44} height={32} rx={8} />
          <circle className={accent} cx={x} cy={y} r={5} />
        </g>
      ))}
      <circle className={soft} cx={160} cy={120} r={40} />
      <circle className={primary} cx={160} cy={120} r={22} />
      <path className={line} d="M148 120h24M160 108v24" />
    </g>
  ),
  registration: (
    <g>
      <Window x={16} y={40} w={116} h={160} />
      {[70, 102, 134].map((y) => (
        <rect key={y} className={muted} x={28} y={y} width={92} height={20} rx={4} />
      ))}
      <rect className={primary} x={28} y={168} width={56} height={18} rx={9} />
      <path className={line} d="M138 120h30" />
      <path className={soft} d="M190 90l24 10v22c0 16-10 28-24 34-14-6-24-18-24-34v-22z" />
      <path className={line} d="M180 122l7 7 13-15" />
      <path className={line} d="M220 120h16" />
      <Window x={240} y={64} w={70} h={112} />
      <circle className={accentSoft} cx={275} cy={110} r={16} />
      <rect className={muted} x={252} y={138} width={46} height={8} rx={4} />
      <rect className={accent} x={252} y={154} width={30} height={8} rx={4} />
    </g>
  ),
  pipeline: (
    <g>
      {[16, 86, 156].map((x, index) => (
        <g key={x}>
          <rect className={index === 2 ? primary : soft} x={x} y={40} width={58} height={40} rx={8} />
          <path className={line} d={`M${x + 58} 60h12`} />
        </g>
      ))}
      <path className={soft} d="M236 92a22 22 0 0 1 4-43 30 30 0 0 1 58 8 18 18 0 0 1-4 35z" />
      <path className={line} d="M236 92a22 22 0 0 1 4-43 30 30 0 0 1 58 8 18 18 0 0 1-4 35z" />
      <Window x={40} y={112} w={240} h={108} />
      <path className={line} d="M56 196l36-30 30 16 40-40 34 20 30-24 36 18" />
      <Check x={250} y={146} />
    </g>
  ),
  model: (
    <g>
      {[
        [24, 60],
        [44, 96],
        [30, 140],
        [60, 170],
        [40, 200],
        [70, 120],
      ].map(([x = 0, y = 0]) => (
        <circle key={`${x}-${y}`} className={accent} cx={x} cy={y} r={6} />
      ))}
      {[90, 130].flatMap((a) =>
        [70, 120, 170].map((b) => <path key={`${a}-${b}`} className={line} d={`M110 ${a}L170 ${b}`} />),
      )}
      <circle className={soft} cx={110} cy={90} r={12} />
      <circle className={soft} cx={110} cy={130} r={12} />
      {[70, 120, 170].map((y) => (
        <circle key={y} className={primary} cx={170} cy={y} r={12} />
      ))}
      <rect className={panel} x={200} y={56} width={108} height={128} rx={8} />
      <path className={line} d="M212 160c20-4 30-30 48-34s28-34 40-48" />
      <path className={line} d="M260 126c14-6 26-28 40-34" strokeDasharray="4 5" />
    </g>
  ),
  audit: (
    <g>
      <Window x={16} y={34} w={190} h={140} />
      <rect className={muted} x={30} y={64} width={160} height={12} rx={6} />
      <rect className={muted} x={30} y={86} width={120} height={12} rx={6} />
      <rect className={muted} x={30} y={108} width={140} height={12} rx={6} />
      <circle className={accent} cx={176} cy={92} r={6} />
      <circle className={primary} cx={160} cy={114} r={6} />
      <circle className={soft} cx={110} cy={118} r={38} />
      <circle className={line} cx={110} cy={118} r={38} />
      <path className={line} d="M138 146l30 30" strokeWidth={8} />
      <rect className={panel} x={222} y={60} width={86} height={150} rx={8} />
      {[86, 118, 150, 182].map((y) => (
        <g key={y}>
          <Check x={240} y={y} />
          <rect className={muted} x={256} y={y - 4} width={40} height={8} rx={4} />
        </g>
      ))}
    </g>
  ),
  dashboard: (
    <g>
      <Window x={16} y={28} w={288} h={184} />
      {[
        [32, 60, 90],
        [72, 76, 110],
        [120, 92, 80],
        [150, 108, 120],
      ].map(([x = 0, y = 0, w = 0], index) => (
        <rect key={y} className={index % 2 ? accentSoft : soft} x={x} y={y} width={w} height={10} rx={5} />
      ))}
      <path className={line} d="M32 136h140" strokeDasharray="3 5" />
      <path className={line} d="M216 120a36 36 0 0 1 72 0" />
      <path className={line} d="M252 120l18-20" />
      <circle className={primary} cx={252} cy={120} r={5} />
      {[150, 172, 194].map((y, index) => (
        <g key={y}>
          <circle className={index === 0 ? accent : index === 1 ? primary : muted} cx={40} cy={y} r={6} />
          <rect className={muted} x={54} y={y - 4} width={120 - index * 20} height={8} rx={4} />
        </g>
      ))}
      <rect className={panel} x={204} y={148} width={88} height={50} rx={6} />
      <rect className={accent} x={216} y={170} width={40} height={8} rx={4} />
    </g>
  ),
};
