declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type SwaggerUiOptions = {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    withCredentials?: boolean;
  };
  const SwaggerUI: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUI;
}
