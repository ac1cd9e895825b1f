-- End-to-end test of `duolint lsp` through Neovim's own LSP client (Neovim 0.7 and later).
--
-- Run headless by Tests/DuoLintKitTests/NeovimEndToEndTests.swift:
--   nvim --headless -u NONE -i NONE -n -c 'luafile Tests/Editors/neovim_e2e.lua'
-- with these environment variables:
--   DUOLINT_E2E_SERVER   the duolint executable (started as `duolint lsp`)
--   DUOLINT_E2E_ROOT     the workspace folder (a copy of Samples/ with a .git folder)
--   DUOLINT_E2E_FILE     the file to open, inside the root
--   DUOLINT_E2E_LINE, DUOLINT_E2E_CODE   the diagnostic (1-based line, rule id) to ask code actions for
--   DUOLINT_E2E_TITLE    the title of the code action to apply
--   DUOLINT_E2E_OUT      where to write the result (JSON)
--   DUOLINT_E2E_TIMEOUT_MS   how long each wait may take (default 30000)
--
-- It opens the file, waits for duolint's diagnostics, asks for the code actions at the chosen diagnostic,
-- applies the chosen one with Neovim's own vim.lsp.util.apply_workspace_edit, waits for the diagnostics of
-- the edited buffer, :writes it, stops the server and quits. The result file holds what Neovim saw; the
-- Swift test compares it. Any failure writes {"error": …} and quits with status 1.

local env = function(name)
  local value = os.getenv(name)
  if value == nil or value == '' then error('environment variable ' .. name .. ' is not set') end
  return value
end

local out_path = os.getenv('DUOLINT_E2E_OUT')
local timeout = tonumber(os.getenv('DUOLINT_E2E_TIMEOUT_MS') or '') or 30000
local quiet_ms = 400 -- a publish counts as the settled one after this long without another

local result = { events = {} }
local start_time = vim.loop.hrtime()
local function now_ms() return math.floor((vim.loop.hrtime() - start_time) / 1e6) end
local function event(text) table.insert(result.events, string.format('%6d ms  %s', now_ms(), text)) end

local function write_result()
  local file = assert(io.open(out_path, 'w'))
  file:write(vim.json.encode(result))
  file:close()
end

-- What the server sent: every publishDiagnostics and the work-done progress still open.
local published = {}       -- uri -> the last diagnostics list (LSP form)
local published_version = {} -- uri -> the document version that list was for (when the server says)
local publish_count = 0
local last_publish_ms = 0  -- also moved on by the end of a work-done progress (the index is done)
local progress_open = {}   -- token -> title
local progress_open_count = 0
local exit_status = nil

local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
local default_progress = vim.lsp.handlers['$/progress']

local handlers = {
  ['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
    publish_count = publish_count + 1
    last_publish_ms = now_ms()
    published[params.uri] = params.diagnostics
    published_version[params.uri] = params.version
    event(string.format('publishDiagnostics #%d: %d for %s (version %s)', publish_count, #params.diagnostics,
      vim.fn.fnamemodify(vim.uri_to_fname(params.uri), ':t'), tostring(params.version)))
    return default_publish(err, params, ctx, config)
  end,
  ['$/progress'] = function(err, params, ctx, config)
    local value = params.value or {}
    local token = tostring(params.token)
    if value.kind == 'begin' then
      if not progress_open[token] then progress_open_count = progress_open_count + 1 end
      progress_open[token] = value.title or ''
      event('progress begin: ' .. (value.title or ''))
    elseif value.kind == 'end' then
      if progress_open[token] then progress_open_count = progress_open_count - 1 end
      progress_open[token] = nil
      last_publish_ms = now_ms()
      event('progress end: ' .. (value.message or ''))
    end
    return default_progress(err, params, ctx, config)
  end,
}

local function fail(message)
  error(message .. '\n' .. table.concat(result.events, '\n'), 0)
end

-- The version Neovim gave the buffer's text in its last didOpen or didChange (nil where Neovim keeps it
-- elsewhere).
local function buffer_version(bufnr)
  local versions = vim.lsp.util.buf_versions
  return versions and versions[bufnr]
end

-- Waits until a publish newer than `after` has come for `uri`, for the buffer's current version when the
-- server gives versions, no work-done progress is open, and nothing was published (and no progress ended)
-- for quiet_ms; fails with `what` on timeout.
local function wait_for_settled_diagnostics(after, uri, bufnr, what)
  local ok = vim.wait(timeout, function()
    if exit_status ~= nil then return true end
    local want = buffer_version(bufnr)
    local got = published_version[uri]
    local current = want == nil or got == nil or got == want
    return publish_count > after and current and progress_open_count == 0 and now_ms() - last_publish_ms >= quiet_ms
  end, 20)
  if exit_status ~= nil then fail('duolint lsp exited (code ' .. tostring(exit_status.code) .. ') while waiting for ' .. what) end
  if not ok then
    fail(string.format('timed out after %d ms waiting for %s (%d publishDiagnostics so far, %d progress open)',
      timeout, what, publish_count, progress_open_count))
  end
end

-- The buffer's diagnostics as Neovim shows them (byte columns), with what the server sent for each.
local function diagnostics_of(bufnr, uri)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, {
      line = d.lnum + 1, column = d.col + 1, endLine = d.end_lnum + 1, endColumn = d.end_col + 1,
      severity = d.severity, code = d.code, source = d.source, message = d.message,
    })
  end
  table.sort(list, function(a, b)
    if a.line ~= b.line then return a.line < b.line end
    if a.column ~= b.column then return a.column < b.column end
    return tostring(a.code) < tostring(b.code)
  end)
  local raw = {}
  for _, d in ipairs(published[uri] or {}) do
    table.insert(raw, {
      line = d.range.start.line, character = d.range.start.character,
      endLine = d.range['end'].line, endCharacter = d.range['end'].character,
      code = d.code, source = d.source, severity = d.severity,
      href = d.codeDescription and d.codeDescription.href or vim.NIL,
    })
  end
  table.sort(raw, function(a, b)
    if a.line ~= b.line then return a.line < b.line end
    if a.character ~= b.character then return a.character < b.character end
    return tostring(a.code) < tostring(b.code)
  end)
  return list, raw
end

local function run()
  local server = env('DUOLINT_E2E_SERVER')
  local root = env('DUOLINT_E2E_ROOT')
  local path = env('DUOLINT_E2E_FILE')
  local target_line = tonumber(env('DUOLINT_E2E_LINE'))
  local target_code = env('DUOLINT_E2E_CODE')
  local title = env('DUOLINT_E2E_TITLE')
  result.nvim = tostring(vim.version().major) .. '.' .. vim.version().minor .. '.' .. vim.version().patch

  vim.cmd('filetype on')
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)

  local config = {
    name = 'duolint',
    cmd = { server, 'lsp' },
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t') } },
    init_options = { debounceMilliseconds = 50 },
    handlers = handlers,
    on_exit = function(code, signal) exit_status = { code = code, signal = signal } end,
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config)            -- 0.8 and later: starts and attaches to this buffer
  else
    client_id = vim.lsp.start_client(config)     -- 0.7
    if client_id then vim.lsp.buf_attach_client(bufnr, client_id) end
  end
  if not client_id then fail('Neovim could not start ' .. server .. ' lsp') end
  event('client started')

  wait_for_settled_diagnostics(0, uri, bufnr, "duolint's first diagnostics")
  local client = vim.lsp.get_client_by_id(client_id)
  result.encoding = client.offset_encoding
  result.before, result.beforePublished = diagnostics_of(bufnr, uri)

  -- The code actions at the chosen diagnostic, asked for with that diagnostic as the context.
  local target
  for _, d in ipairs(published[uri] or {}) do
    if d.range.start.line + 1 == target_line and d.code == target_code then target = d end
  end
  if not target then fail('no ' .. target_code .. ' diagnostic on line ' .. target_line) end
  local params = {
    textDocument = { uri = uri },
    range = target.range,
    context = { diagnostics = { target } },
  }
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, timeout)
  if not responses then fail('textDocument/codeAction: ' .. tostring(err)) end
  local response = responses[client_id] or {}
  if response.error then fail('textDocument/codeAction error: ' .. vim.inspect(response.error)) end
  result.actions = {}
  local chosen
  for _, action in ipairs(response.result or {}) do
    local codes = {}
    for _, d in ipairs(action.diagnostics or {}) do table.insert(codes, d.code) end
    table.insert(result.actions, {
      title = action.title, kind = action.kind or vim.NIL, isPreferred = action.isPreferred or false,
      diagnostics = codes,
    })
    if action.title == title then chosen = action end
  end
  if not chosen then
    local titles = {}
    for _, a in ipairs(result.actions) do table.insert(titles, a.title) end
    fail('no code action titled "' .. title .. '"; got: ' .. table.concat(titles, ' | '))
  end
  if not chosen.edit then fail('the code action "' .. title .. '" has no edit') end

  -- Apply it as Neovim does, then wait for the diagnostics of the edited buffer.
  local before_apply = publish_count
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  event('applied "' .. title .. '"')
  wait_for_settled_diagnostics(before_apply, uri, bufnr, 'the diagnostics after applying "' .. title .. '"')
  result.after, result.afterPublished = diagnostics_of(bufnr, uri)

  vim.cmd('write')
  event('written')

  vim.lsp.stop_client(client_id)
  if not vim.wait(5000, function() return exit_status ~= nil end, 20) then
    fail('duolint lsp did not exit within 5 s of shutdown and exit')
  end
  result.exit = exit_status
  event('server exited with ' .. tostring(exit_status.code))
end

local ok, message = pcall(run)
if not ok then
  result.error = tostring(message)
end
if out_path then pcall(write_result) end
if ok then vim.cmd('qall!') else
  io.stderr:write('neovim_e2e.lua: ' .. tostring(message) .. '\n')
  vim.cmd('cquit 1')
end
