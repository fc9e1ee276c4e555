/** A page's first-load JS from a production build, gzipped bytes: the framework floor and the site's own code. */
export interface PageFirstLoad {
  page: string;
  floor: number;
  own: number;
  total: number;
}
export const FRAMEWORK_MODULE: RegExp;
export function gzipped(body: Buffer | string): number;
export function chunkModules(code: string): { ids: number[]; text: string; imports: number[] }[];
export function firstLoadOfBuild(distDir: string, pages: string[]): PageFirstLoad[];
