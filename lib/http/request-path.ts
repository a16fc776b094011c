// The request header through which middleware tells server components the requested path.
export const pathnameHeader = 'x-pathname';
