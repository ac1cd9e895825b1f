-- Shared part of the Neovim end-to-end scripts (neovim_e2e.lua, neovim_project_e2e.lua): starts `duolint lsp`
-- through Neovim's own LSP client (Neovim 0.7 and later), records what the server publishes, waits for settled
-- diagnostics, reads them back as Neovim holds them, stops the server and writes the result file.
--
-- Environment: DUOLINT_E2E_SERVER (the duolint executable), DUOLINT_E2E_ROOT (the workspace folder),
-- DUOLINT_E2E_OUT (the result file, JSON), DUOLINT_E2E_TIMEOUT_MS (each wait's limit, default 30000).

local M = {}

function M.env(name)
  local value = os.getenv(name)
  if value == nil or value == '' then error('environment variable ' .. name .. ' is not set', 0) end
  return value
end

local timeout = tonumber(os.getenv('DUOLINT_E2E_TIMEOUT_MS') or '') or 30000
local quiet_ms = 400 -- a publish counts as the settled one after this long without another

M.timeout = timeout
M.result = { events = {} }
local start_time = vim.loop.hrtime()
local function now_ms() return math.floor((vim.loop.hrtime() - start_time) / 1e6) end
function M.event(text) table.insert(M.result.events, string.format('%6d ms  %s', now_ms(), text)) end

function M.fail(message)
  error(message .. '\n' .. table.concat(M.result.events, '\n'), 0)
end

-- What the server sent: every publishDiagnostics and the work-done progress still open.
local published = {}         -- uri -> the last diagnostics list (LSP form)
local published_version = {} -- uri -> the document version that list was for (when the server says)
local publish_count = 0
local last_activity_ms = 0   -- the last publish or end of a work-done progress
local progress_open = {}     -- token -> title
local progress_open_count = 0
local exit_status = nil
local client_id = nil

M.published = published

local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
local default_progress = vim.lsp.handlers['$/progress']

local handlers = {
  ['textDocument/publishDiagnostics'] = function(err, params, ctx, config)
    publish_count = publish_count + 1
    last_activity_ms = now_ms()
    published[params.uri] = params.diagnostics
    published_version[params.uri] = params.version
    M.event(string.format('publishDiagnostics #%d: %d for %s (version %s)', publish_count, #params.diagnostics,
      vim.fn.fnamemodify(vim.uri_to_fname(params.uri), ':t'), tostring(params.version)))
    return default_publish(err, params, ctx, config)
  end,
  ['$/progress'] = function(err, params, ctx, config)
    local value = params.value or {}
    local token = tostring(params.token)
    if value.kind == 'begin' then
      if not progress_open[token] then progress_open_count = progress_open_count + 1 end
      progress_open[token] = value.title or ''
      M.event('progress begin: ' .. (value.title or '') .. ' ' .. (value.message or ''))
    elseif value.kind == 'end' then
      if progress_open[token] then progress_open_count = progress_open_count - 1 end
      progress_open[token] = nil
      last_activity_ms = now_ms()
      M.event('progress end: ' .. (value.message or ''))
    end
    return default_progress(err, params, ctx, config)
  end,
}

-- Starts `duolint lsp` for the workspace folder `root` and attaches it to `bufnr`; returns the client.
function M.start(root, bufnr)
  local config = {
    name = 'duolint',
    cmd = { M.env('DUOLINT_E2E_SERVER'), 'lsp' },
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t') } },
    init_options = { debounceMilliseconds = 50 },
    handlers = handlers,
    on_exit = function(code, signal) exit_status = { code = code, signal = signal } end,
  }
  if vim.lsp.start then
    vim.api.nvim_set_current_buf(bufnr)
    client_id = vim.lsp.start(config)            -- 0.8 and later: starts and attaches to the current buffer
  else
    client_id = vim.lsp.start_client(config)     -- 0.7
    if client_id then vim.lsp.buf_attach_client(bufnr, client_id) end
  end
  if not client_id then M.fail('Neovim could not start duolint lsp') end
  M.event('client started')
  M.result.nvim = string.format('%d.%d.%d', vim.version().major, vim.version().minor, vim.version().patch)
  return vim.lsp.get_client_by_id(client_id)
end

-- Attaches the running client to another buffer.
function M.attach(bufnr)
  if not vim.lsp.buf_attach_client(bufnr, client_id) then M.fail('cannot attach duolint to buffer ' .. bufnr) end
end

-- The version Neovim gave the buffer's text in its last didOpen or didChange (nil where Neovim keeps it
-- elsewhere).
local function buffer_version(bufnr)
  local versions = vim.lsp.util.buf_versions
  return versions and versions[bufnr]
end

-- The number of publishDiagnostics so far (to wait for newer ones).
function M.publish_count() return publish_count end

-- Waits until a publish newer than `after` has come, the last publish for each of `buffers` is for its
-- current version (when the server gives versions), no work-done progress is open, and nothing was
-- published (and no progress ended) for quiet_ms; fails with `what` on timeout.
function M.wait(after, buffers, what)
  local ok = vim.wait(timeout, function()
    if exit_status ~= nil then return true end
    for _, bufnr in ipairs(buffers) do
      local want, got = buffer_version(bufnr), published_version[vim.uri_from_bufnr(bufnr)]
      if want ~= nil and got ~= nil and got ~= want then return false end
    end
    return publish_count > after and progress_open_count == 0 and now_ms() - last_activity_ms >= quiet_ms
  end, 20)
  if exit_status ~= nil then M.fail('duolint lsp exited (code ' .. tostring(exit_status.code) .. ') while waiting for ' .. what) end
  if not ok then
    M.fail(string.format('timed out after %d ms waiting for %s (%d publishDiagnostics so far, %d progress open)',
      timeout, what, publish_count, progress_open_count))
  end
end

local function by_position(a, b, line, column)
  if a[line] ~= b[line] then return a[line] < b[line] end
  if a[column] ~= b[column] then return a[column] < b[column] end
  return tostring(a.code) < tostring(b.code)
end

-- The buffer's diagnostics as Neovim holds them (1-based lines and byte columns), and as the server published
-- them (0-based, in the negotiated encoding), each sorted. Records that encoding too: Neovim 0.11 and later
-- learn it from the server's answer to initialize (positionEncoding), after vim.lsp.start has returned.
function M.diagnostics_of(bufnr)
  M.result.encoding = vim.lsp.get_client_by_id(client_id).offset_encoding
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, {
      line = d.lnum + 1, column = d.col + 1, endLine = d.end_lnum + 1, endColumn = d.end_col + 1,
      severity = d.severity, code = d.code, source = d.source, message = d.message,
    })
  end
  table.sort(list, function(a, b) return by_position(a, b, 'line', 'column') end)
  local raw = {}
  for _, d in ipairs(published[vim.uri_from_bufnr(bufnr)] or {}) do
    table.insert(raw, {
      line = d.range.start.line, character = d.range.start.character,
      endLine = d.range['end'].line, endCharacter = d.range['end'].character,
      code = d.code, source = d.source, severity = d.severity,
      href = d.codeDescription and d.codeDescription.href or vim.NIL,
    })
  end
  table.sort(raw, function(a, b) return by_position(a, b, 'line', 'character') end)
  return list, raw
end

-- Stops the server (shutdown, exit) and records its exit status.
function M.stop()
  vim.lsp.stop_client(client_id)
  if not vim.wait(5000, function() return exit_status ~= nil end, 20) then
    M.fail('duolint lsp did not exit within 5 s of shutdown and exit')
  end
  M.result.exit = exit_status
  M.event('server exited with ' .. tostring(exit_status.code))
end

-- Runs `body`, writes the result file (with {"error": …} when `body` failed) and quits Neovim, with status 1
-- after a failure.
function M.run(body)
  local ok, message = pcall(body)
  if not ok then M.result.error = tostring(message) end
  local out_path = os.getenv('DUOLINT_E2E_OUT')
  if out_path then
    local file = io.open(out_path, 'w')
    if file then file:write(vim.json.encode(M.result)); file:close() end
  end
  if ok then vim.cmd('qall!') else
    io.stderr:write('neovim end-to-end: ' .. tostring(message) .. '\n')
    vim.cmd('cquit 1')
  end
end

return M
