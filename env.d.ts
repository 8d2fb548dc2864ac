/// <reference types="@rspress/core/theme" />
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
