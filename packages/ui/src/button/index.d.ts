export { Button, type ButtonProps } from './button.js';
//# sourceMappingURL=index.d.ts.map