/** lucide-static ships each icon as an ES module whose default export is the icon's SVG markup. */
declare module 'lucide-static/dist/esm/icons/*.mjs' {
  const svg: string;
  export default svg;
}
