import { errorMessage, exitWith } from './cli';

describe('tools/cli.ts exitWith', () => {
  let exit: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('exits with the code the run answers, printing nothing', async () => {
    exitWith(Promise.resolve(3));
    await settled();
    expect(exit).toHaveBeenCalledWith(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('prints a thrown error as its message and exits 1', async () => {
    exitWith(Promise.reject(new Error('no such file: x.csv')));
    await settled();
    expect(error).toHaveBeenCalledWith('no such file: x.csv');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('prints with the message function given', async () => {
    exitWith(Promise.reject(new Error('boom')), (err) => `failed: ${errorMessage(err)}`);
    await settled();
    expect(error).toHaveBeenCalledWith('failed: boom');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('reads a thrown value that is not an Error as text', () => {
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
  });
});
