import type { ChildProcess } from 'node:child_process';

export function answers(url: string): Promise<boolean>;
export function waitFor(url: string, child: ChildProcess, name: string): Promise<void>;
export function emulatorReadyUrl(emulatorUrl: string): string;
export function portTaken(port: number): Promise<boolean>;
