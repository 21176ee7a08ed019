// Panda CSS generates its atomic styles through PostCSS during the Vite build.
export default { plugins: { '@pandacss/dev/postcss': {} } };
