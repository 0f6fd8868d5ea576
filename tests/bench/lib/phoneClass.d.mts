export declare const PHONE_CLASS: { name: string; benchmarkIndex: number };
export declare function slowdownFor(benchmarkIndex: number, target?: number): number;
