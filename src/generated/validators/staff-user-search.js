// generated - do not edit: written by `npm run gen` from schemas/models/staff-user-search.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/staff-user-search.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/staff-user-search.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/staff-user-search.json","title":"caption.staffUserSearch","type":"object","properties":{"searchText":{"title":"caption.searchText","type":"string","$ref":"#/definitions/printable-text","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"organization":{"title":"caption.organizationName","type":"string","$ref":"#/definitions/printable-text","maxLength":100,"pattern":"\\S","messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.notOnlySpaces","validCharacters":"field.invalid"},"validCharacters":true},"status":{"title":"caption.accountStatus","type":"string","oneOf":[{"const":"1","title":"caption.accountStatus.active"},{"const":"2","title":"caption.accountStatus.pendingEmail"},{"const":"3","title":"caption.accountStatus.underReview"},{"const":"4","title":"caption.accountStatus.contactSupport"},{"const":"5","title":"caption.accountStatus.disabled"},{"const":"8","title":"caption.accountStatus.multiple"},{"const":"locked","title":"caption.accountStatus.locked"}],"messages":{"const":"field.invalid"},"validCharacters":true},"role":{"title":"caption.role","type":"integer","minimum":1,"maximum":9999,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"printable-text":{"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}}}};
const schema28 = {"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("\\S", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/staff-user-search.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "searchText") || (key0 === "organization")) || (key0 === "status")) || (key0 === "role"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.searchText !== undefined){
let data0 = data.searchText;
if(typeof data0 === "string"){
if(pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/searchText",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/searchText",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/searchText",schemaPath:"#/properties/searchText/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern1.test(data0)){
const err4 = {instancePath:instancePath+"/searchText",schemaPath:"#/properties/searchText/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/searchText",schemaPath:"#/properties/searchText/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/searchText",schemaPath:"#/properties/searchText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.organization !== undefined){
let data1 = data.organization;
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/organization",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/organization",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err9 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/organization",schemaPath:"#/properties/organization/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
const _errs18 = errors;
let valid3 = false;
let passing0 = null;
const _errs19 = errors;
if("1" !== data2){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "1"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs20 = errors;
if("2" !== data2){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "2"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs21 = errors;
if("3" !== data2){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/2/const",keyword:"const",params:{allowedValue: "3"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
const _errs22 = errors;
if("4" !== data2){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/3/const",keyword:"const",params:{allowedValue: "4"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid3 = true;
passing0 = 3;
}
const _errs23 = errors;
if("5" !== data2){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/4/const",keyword:"const",params:{allowedValue: "5"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid3 = true;
passing0 = 4;
}
const _errs24 = errors;
if("8" !== data2){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/5/const",keyword:"const",params:{allowedValue: "8"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs24 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid3 = true;
passing0 = 5;
}
const _errs25 = errors;
if("locked" !== data2){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/6/const",keyword:"const",params:{allowedValue: "locked"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs25 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid3 = true;
passing0 = 6;
}
}
}
}
}
}
}
if(!valid3){
const err20 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
if(typeof data2 === "string"){
if(pattern0.test(data2)){
const err21 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err23 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 9999 || isNaN(data3)){
const err24 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err25 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["1ca90ebf"] = validate11;
const schema30 = {"const":"1","title":"caption.accountStatus.active","$id":"1ca90ebf"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1ca90ebf" */;
let vErrors = null;
let errors = 0;
if("1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "1"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["-7f5b5863"] = validate12;
const schema31 = {"const":"2","title":"caption.accountStatus.pendingEmail","$id":"-7f5b5863"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7f5b5863" */;
let vErrors = null;
let errors = 0;
if("2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "2"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["1c9e1f8f"] = validate13;
const schema32 = {"const":"3","title":"caption.accountStatus.underReview","$id":"1c9e1f8f"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1c9e1f8f" */;
let vErrors = null;
let errors = 0;
if("3" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "3"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["8a61565"] = validate14;
const schema33 = {"const":"4","title":"caption.accountStatus.contactSupport","$id":"8a61565"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="8a61565" */;
let vErrors = null;
let errors = 0;
if("4" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "4"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-37ea454f"] = validate15;
const schema34 = {"const":"5","title":"caption.accountStatus.disabled","$id":"-37ea454f"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-37ea454f" */;
let vErrors = null;
let errors = 0;
if("5" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "5"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["-433f329e"] = validate16;
const schema35 = {"const":"8","title":"caption.accountStatus.multiple","$id":"-433f329e"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-433f329e" */;
let vErrors = null;
let errors = 0;
if("8" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "8"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["230c31ae"] = validate17;
const schema36 = {"const":"locked","title":"caption.accountStatus.locked","$id":"230c31ae"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="230c31ae" */;
let vErrors = null;
let errors = 0;
if("locked" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "locked"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}
